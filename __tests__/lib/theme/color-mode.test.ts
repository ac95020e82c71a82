import { asColorMode, colorModeCookie, serverColorMode } from '@/lib/theme/color-mode';

describe('serverColorMode: the mode is known on the server, so the first paint has no flash', () => {
  it("the user's choice (cookie) wins over the device's hint", () => {
    expect(serverColorMode({ cookie: 'dark', hint: 'light' })).toBe('dark');
    expect(serverColorMode({ cookie: 'light', hint: 'dark' })).toBe('light');
  });

  it('without a choice, the device\'s Sec-CH-Prefers-Color-Scheme hint (quoted or not)', () => {
    expect(serverColorMode({ hint: '"dark"' })).toBe('dark');
    expect(serverColorMode({ hint: 'light' })).toBe('light');
  });

  it('neither: null, and the CSS follows prefers-color-scheme', () => {
    expect(serverColorMode({})).toBeNull();
    expect(serverColorMode({ cookie: 'purple', hint: 'no-preference' })).toBeNull();
  });

});

describe('the colour-mode cookie', () => {
  it('is kept a year for every path, and reads back', () => {
    const cookie = colorModeCookie('dark');
    expect(cookie).toMatch(/^colorMode=dark; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(asColorMode(cookie.split(';')[0]?.split('=')[1])).toBe('dark');
  });
});
