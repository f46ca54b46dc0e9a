import { system } from './system.ts';

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the theme', () => {
  it('darkens a hovered solid button to its palette 700, white text above 4.5:1 in every palette used', () => {
    const solid = system.getRecipe('button')?.variants?.variant?.solid as { _hover?: { bg?: string } } | undefined;
    expect(solid?._hover?.bg).toBe('colorPalette.700');
    for (const palette of ['blue', 'red', 'green', 'orange', 'gray']) {
      const hover = String(system.token(`colors.${palette}.700`));
      expect([palette, contrast(hover, '#ffffff') >= 4.5]).toEqual([palette, true]);
    }
    // What Chakra's default hover (blue.600 at 90 % on white) gave: the failure axe found.
    expect(contrast('#3b73ed', '#ffffff')).toBeLessThan(4.5);
  });
});
