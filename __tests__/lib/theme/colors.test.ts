import { DARK_PANEL, accessibleSolid, brandCssVariables, brandStyleSheet, colorPalette, contrastRatio, headerLogo, LOGO_PLATE, safeBrandColor } from '@/lib/theme/colors';

/** A deterministic sample of colours (linear congruential generator). */
function sampleColors(count: number): string[] {
  let seed = 20240601;
  const colors: string[] = [];
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    colors.push(`#${(seed % 0x1000000).toString(16).padStart(6, '0').toUpperCase()}`);
  }
  return colors;
}

const EDGE = ['#FFFFFF', '#000000', '#FFFF00', '#00FFFF', '#FF00FF', '#777777', '#767676', '#2193A7', '#4CAF50', '#FFC107', '#FF5252'];

describe('safeBrandColor: "accepted only as a hex value so it can never inject CSS"', () => {
  it('normalises hex to upper case', () => {
    expect(safeBrandColor('#2e7d32')).toBe('#2E7D32');
    expect(safeBrandColor(' #abc ')).toBe('#ABC');
  });

  it.each([
    'red;}body{display:none',
    'red',
    'url(https://evil.example/x.png)',
    '#2e7d32;}body{background:url(x)}',
    '#2e7d32}',
    'expression(alert(1))',
    '#12345',
    '#1234567',
    '#GGGGGG',
    '2e7d32',
    'rgb(0,0,0)',
    'var(--x)',
    '#fff</style><script>alert(1)</script>',
    '',
  ])('refuses %j → default brand #2193A7', (value) => {
    expect(safeBrandColor(value)).toBe('#2193A7');
  });

  it('null / undefined → default', () => {
    expect(safeBrandColor(null)).toBe('#2193A7');
    expect(safeBrandColor(undefined)).toBe('#2193A7');
  });
});

describe('contrastRatio (WCAG)', () => {
  it('white on black is 21:1, either order', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });

  it('a colour against itself is 1:1', () => {
    expect(contrastRatio('#2193A7', '#2193A7')).toBeCloseTo(1, 5);
  });

  it('known pairs', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFF', '#000')).toBeCloseTo(21, 5);
  });
});

describe('accessibleSolid: text on brand surfaces always reaches WCAG AA 4.5:1', () => {
  it.each([...EDGE, ...sampleColors(500)])('%s', (color) => {
    const { solid, contrast } = accessibleSolid(color);
    expect(contrastRatio(solid, contrast)).toBeGreaterThanOrEqual(4.5);
    expect(solid).toMatch(/^#[0-9A-F]{6}$|^#[0-9A-F]{3}$/);
  });

  it('keeps a brand that already has enough contrast with white', () => {
    expect(accessibleSolid('#2E7D32')).toEqual({ solid: '#2E7D32', contrast: '#FFFFFF' });
  });

  it('a light brand with strong black contrast keeps its colour with black text', () => {
    expect(accessibleSolid('#FFC107')).toEqual({ solid: '#FFC107', contrast: '#000000' });
  });

  it('a mid brand is darkened until white text is readable', () => {
    const { solid, contrast } = accessibleSolid('#2193A7');
    expect(contrast).toBe('#FFFFFF');
    expect(solid).not.toBe('#2193A7');
    expect(contrastRatio(solid, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('headerLogo: the logo stays visible on the brand header of every tenant (issue 19)', () => {
  const SILHOUETTE = { light: '#FFFFFF', dark: '#000000' } as const;

  it.each([...EDGE, ...sampleColors(200)])('%s: an inverted logo is a silhouette at 4.5:1 on the header; a logo in its own colours sits on a light plate', (color) => {
    const header = accessibleSolid(color).solid;
    const inverted = headerLogo(color, true);
    if (inverted.look === 'original') throw new Error('an inverted logo is a silhouette');
    expect(inverted.plate).toBe(false);
    expect(contrastRatio(SILHOUETTE[inverted.look], header)).toBeGreaterThanOrEqual(4.5);
    expect(headerLogo(color, false)).toEqual({ look: 'original', plate: true });
  });

  it('Greenbank (#2E7D32, invert off): a logo in the brand colour on the plate, not on the green header', () => {
    expect(headerLogo('#2E7D32', false)).toEqual({ look: 'original', plate: true });
    // what vanished: the brand on itself; what shows: the brand on the plate
    expect(contrastRatio('#2E7D32', accessibleSolid('#2E7D32').solid)).toBe(1);
    expect(contrastRatio('#2E7D32', LOGO_PLATE)).toBeGreaterThanOrEqual(3);
  });

  it('the default tenant (#2193A7, invert on by default): white; a light brand (#FFC107): black', () => {
    expect(headerLogo('#2193A7', true)).toEqual({ look: 'light', plate: false });
    expect(headerLogo('#FFC107', true)).toEqual({ look: 'dark', plate: false });
  });
});

describe('brandStyleSheet', () => {
  it('writes --bo-brand-raw:#2E7D32 for #2e7d32', () => {
    expect(brandStyleSheet('#2e7d32')).toContain('--bo-brand-raw:#2E7D32');
    expect(brandStyleSheet('#2e7d32').startsWith(':root{')).toBe(true);
  });

  it('an injection attempt becomes the default brand and no CSS escapes the rule', () => {
    const sheet = brandStyleSheet('red;}body{display:none}');
    expect(sheet).toContain('--bo-brand-raw:#2193A7');
    expect(sheet).not.toContain('body');
    expect(sheet.match(/[{}]/g)).toEqual(['{', '}']);
    expect(sheet).not.toMatch(/<|>|url\(/);
  });

  it('all variables are hex colours', () => {
    for (const value of Object.values(brandCssVariables('#2e7d32'))) expect(value).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each(EDGE)(
    '--bo-brand-fg (brand text on white, e.g. links) reaches 4.5:1 for %s',
    (color) => {
      expect(contrastRatio(brandCssVariables(color)['--bo-brand-fg'] ?? '', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    },
  );

});

describe('palette text reads on the palette\'s own tint (a subtle badge, a selected row), in both modes', () => {
  it.each([...EDGE, '#4CAF50', '#FF5252', '#2193A7', '#FFC107', ...sampleColors(100)])('%s: fg on subtle ≥ 4.5:1, and on white / the dark panel', (color) => {
    const { light, dark } = colorPalette(color);
    expect(contrastRatio(light.fg, light.subtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.fg, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.fg, dark.subtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.fg, DARK_PANEL)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a tenant brand that fails WCAG AA with its text gets readable colours from the server', () => {
  it('#FFEB3B (yellow: white text 1.2:1) gets black text on its surfaces', () => {
    expect(contrastRatio('#FFEB3B', '#FFFFFF')).toBeLessThan(4.5);
    const vars = brandCssVariables('#FFEB3B');
    expect(vars['--bo-brand-contrast']).toBe('#000000');
    expect(contrastRatio(vars['--bo-brand'] ?? '', vars['--bo-brand-contrast'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('#2193A7 (the default: white 3.8:1, black 5.5:1) keeps white text on a darkened surface', () => {
    const vars = brandCssVariables('#2193A7');
    expect(vars['--bo-brand-contrast']).toBe('#FFFFFF');
    expect(vars['--bo-brand']).not.toBe('#2193A7');
    expect(contrastRatio(vars['--bo-brand'] ?? '', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('colorPalette in the dark mode', () => {
  it.each([...EDGE, ...sampleColors(300)])('%s: text on the darkest panel and on the solid surface reaches 4.5:1', (color) => {
    const { light, dark } = colorPalette(color);
    expect(contrastRatio(dark.fg, DARK_PANEL)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.solid, dark.contrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.fg, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('the dark tints lean towards black, the light ones towards white', () => {
    const { light, dark } = colorPalette('#2193A7');
    expect(contrastRatio(dark.subtle, '#000000')).toBeLessThan(contrastRatio(light.subtle, '#000000'));
    expect(contrastRatio(dark.subtle, '#000000')).toBeLessThan(1.5);
  });

  it('the server writes the dark variables beside the light ones, in the one :root rule', () => {
    const sheet = brandStyleSheet('#2e7d32');
    expect(sheet).toContain('--bo-brand-dark-fg:');
    expect(sheet).toContain('--bo-brand-dark-subtle:');
    expect(sheet.match(/[{}]/g)).toEqual(['{', '}']);
  });
});
