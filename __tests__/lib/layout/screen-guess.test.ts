import { SCREEN_LAYOUT_COOKIE, screenGuess, screenLayoutCookie } from '@/lib/layout/screen-guess';

const PIXEL_5 = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

describe('screenGuess (which layout, table or cards, the server renders for a request)', () => {
  it('gives phones the cards', () => {
    expect(screenGuess({ userAgent: PIXEL_5, mobileHint: null })).toBe('narrow');
    expect(screenGuess({ userAgent: IPHONE, mobileHint: null })).toBe('narrow');
    // a phone's agent wins over an emulator's desktop hint (Playwright and DevTools keep `?0`)
    expect(screenGuess({ userAgent: PIXEL_5, mobileHint: '?0' })).toBe('narrow');
    expect(screenGuess({ userAgent: null, mobileHint: '?1' })).toBe('narrow');
  });

  it('gives desktops the table', () => {
    expect(screenGuess({ userAgent: WINDOWS, mobileHint: '?0' })).toBe('wide');
    expect(screenGuess({ userAgent: FIREFOX_LINUX, mobileHint: null })).toBe('wide');
    expect(screenGuess({ userAgent: 'curl/8.0', mobileHint: '?0' })).toBe('wide');
  });

  it('does not guess for tablets or unknown agents: both layouts render and CSS picks', () => {
    expect(screenGuess({ userAgent: IPAD, mobileHint: null })).toBeNull();
    expect(screenGuess({ userAgent: ANDROID_TABLET, mobileHint: '?0' })).toBeNull();
    expect(screenGuess({ userAgent: 'curl/8.0', mobileHint: null })).toBeNull();
    expect(screenGuess({ userAgent: null, mobileHint: null })).toBeNull();
  });
});

describe('the browser’s own word on its layout', () => {
  it('wins over the agent: a desktop’s narrow window gets cards, a tablet held sideways the table', () => {
    expect(screenGuess({ cookie: 'narrow', userAgent: WINDOWS, mobileHint: '?0' })).toBe('narrow');
    expect(screenGuess({ cookie: 'wide', userAgent: IPAD, mobileHint: null })).toBe('wide');
  });

  it('is ignored when it is not one of the two layouts', () => {
    expect(screenGuess({ cookie: '<script>', userAgent: PIXEL_5, mobileHint: null })).toBe('narrow');
  });
});

it('the cookie lives a year on the whole site, sent on top-level navigations', () => {
  expect(screenLayoutCookie('narrow')).toBe(`${SCREEN_LAYOUT_COOKIE}=narrow; Path=/; Max-Age=31536000; SameSite=Lax`);
});
