import { system, THEME } from './theme';

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
// The light-mode value of a semantic colour token (the product runs in light mode).
const lightValue = (token: string): string => {
  const conditions = system.tokens.getByName(token)?.extensions.conditions as Record<string, string> | undefined;
  return conditions?._light ?? system.token(token);
};

describe('system', () => {
  it('carries the spec constants as tokens', () => {
    expect(system.token('spacing.gutter')).toBe('25px');
    expect(system.token('sizes.header')).toBe('64px');
    expect(system.token('radii.card')).toBe('10px');
    expect(system.token('colors.brand.500')).toBe('#187ea1');
    expect(THEME).toMatchObject({ inputHeight: '48px', fontSize: '14px' });
  });

  it('sizes default inputs and selects at 48px', () => {
    const input = system.getRecipe('input') as { variants?: { size?: { md?: Record<string, string> } } };
    expect(input.variants?.size?.md?.['--input-height']).toBe('48px');
    const select = system.getSlotRecipe('nativeSelect') as { variants?: { size?: { md?: { field?: Record<string, string> } } } };
    expect(select.variants?.size?.md?.field?.['--select-field-height']).toBe('48px');
  });

  it('meets WCAG AA for primary buttons, links and error text', () => {
    expect(contrast('#ffffff', system.token('colors.brand.500'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', system.token('colors.brand.700'))).toBeGreaterThanOrEqual(4.5);
    const errorText = lightValue('colors.fg.error');
    expect(contrast('#ffffff', errorText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(system.token('colors.red.50'), errorText)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets field error text at 12px or more under the 14px root', () => {
    const field = system.getSlotRecipe('field') as { base?: { errorText?: { textStyle?: string } } };
    const rem = parseFloat(system.token(`fontSizes.${field.base?.errorText?.textStyle}`));
    expect(rem * parseFloat(THEME.fontSize)).toBeGreaterThanOrEqual(12);
  });
});
