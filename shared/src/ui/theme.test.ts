import { system, THEME } from './theme';

describe('system', () => {
  it('carries the spec constants as tokens', () => {
    expect(system.token('spacing.gutter')).toBe('25px');
    expect(system.token('sizes.header')).toBe('64px');
    expect(system.token('radii.card')).toBe('10px');
    expect(system.token('colors.brand.500')).toBe('#1a88ad');
    expect(THEME).toMatchObject({ inputHeight: '48px', fontSize: '14px' });
  });

  it('sizes default inputs and selects at 48px', () => {
    const input = system.getRecipe('input') as { variants?: { size?: { md?: Record<string, string> } } };
    expect(input.variants?.size?.md?.['--input-height']).toBe('48px');
    const select = system.getSlotRecipe('nativeSelect') as { variants?: { size?: { md?: { field?: Record<string, string> } } } };
    expect(select.variants?.size?.md?.field?.['--select-field-height']).toBe('48px');
  });
});
