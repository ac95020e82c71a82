import { parseCoordinatesCommaReversed, parseListCoordinates } from '@/lib/maps/coordinates';

describe('coordinatesCommaReversed (spec §3: "coordinatesCommaReversed (lat,lng)")', () => {
  it('reads "lat,lng"', () => {
    expect(parseCoordinatesCommaReversed('55.751244,37.618423')).toEqual({ lat: 55.751244, lng: 37.618423 });
    expect(parseCoordinatesCommaReversed(' -33.86 , 151.2 ')).toEqual({ lat: -33.86, lng: 151.2 });
    expect(parseCoordinatesCommaReversed('+10,-20')).toEqual({ lat: 10, lng: -20 });
  });

  it('is the list coordinates ("lng,lat") reversed', () => {
    expect(parseListCoordinates('37.618423,55.751244')).toEqual({ lat: 55.751244, lng: 37.618423 });
  });

  it.each([null, undefined, '', ',', '55.7', '55.7,37.6,1', 'abc,def', '55,7;37,6', '1e2,3', 'NaN,1', 'Infinity,1'])('treats %p as an unknown location', (text) => {
    expect(parseCoordinatesCommaReversed(text)).toBeNull();
  });

  it('refuses points outside the globe (a swapped pair is caught when the latitude exceeds 90)', () => {
    expect(parseCoordinatesCommaReversed('91,10')).toBeNull();
    expect(parseCoordinatesCommaReversed('10,181')).toBeNull();
    expect(parseCoordinatesCommaReversed('-90,-180')).toEqual({ lat: -90, lng: -180 });
    expect(parseCoordinatesCommaReversed('151.2,-33.86')).toBeNull();
  });
});
