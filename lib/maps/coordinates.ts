/** A point on the globe in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const NUMBER = /^[-+]?\d{1,3}(?:\.\d+)?$/;

function inRange({ lat, lng }: LatLng): boolean {
  return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

/**
 * Spec §3: the transaction details' `coordinatesCommaReversed` is "lat,lng" (the list's
 * `coordinates` is "lng,lat"). Blank, malformed or out-of-range text is an unknown location.
 */
export function parseCoordinatesCommaReversed(text: string | null | undefined): LatLng | null {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) return null;
  const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
  return inRange(point) ? point : null;
}

/** The list's `coordinates` ("lng,lat"). */
export function parseListCoordinates(text: string | null | undefined): LatLng | null {
  const reversed = (text ?? '').split(',').reverse().join(',');
  return parseCoordinatesCommaReversed(reversed);
}
