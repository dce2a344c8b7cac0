import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The spec's visual constants; components and the shell read sizes from here, not from literals. */
export const THEME = {
  headerHeight: '64px',
  inputHeight: '48px',
  fontSize: '14px',
  cardRadius: '10px',
  gridGutter: '25px',
  primaryPalette: 'brand',
} as const;

// A haulage blue-teal; 500 is the primary action colour, 600 the hover. 500 is the brand hue
// darkened until white text on it reaches WCAG AA (4.63:1; the earlier #1a88ad gave 4.06:1), since
// it is the background of every primary button and the colour of links drawn with `brand.solid`.
const brand = {
  50: '#e6f4f8',
  100: '#c3e3ee',
  200: '#9bd0e2',
  300: '#6bb9d3',
  400: '#3fa2c3',
  500: '#187ea1',
  600: '#136f90',
  700: '#0f5873',
  800: '#0b4257',
  900: '#082f3e',
  950: '#051e28',
};

// Error text: Chakra's red.500 (#ef4444) is 3.76:1 on white. This red is 6.47:1 on white and
// 5.91:1 on the pale red of error alerts. Borders keep red.500 (3:1 is enough for a border).
const ERROR_TEXT = '#b91c1c';

const config = defineConfig({
  globalCss: {
    body: { fontSize: THEME.fontSize },
  },
  theme: {
    tokens: {
      colors: { brand: Object.fromEntries(Object.entries(brand).map(([step, value]) => [step, { value }])) },
      spacing: { gutter: { value: THEME.gridGutter } },
      sizes: { header: { value: THEME.headerHeight }, input: { value: THEME.inputHeight } },
      radii: { card: { value: THEME.cardRadius } },
    },
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: ERROR_TEXT, _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    recipes: {
      input: { variants: { size: { md: { '--input-height': THEME.inputHeight } } } },
    },
    slotRecipes: {
      nativeSelect: {
        slots: ['root', 'field', 'indicator'],
        variants: { size: { md: { field: { '--select-field-height': THEME.inputHeight } } } },
      },
      card: { slots: ['root', 'header', 'body', 'footer', 'title', 'description'], base: { root: { borderRadius: THEME.cardRadius } } },
      // Chakra sets error text in `xs` (0.75rem): 10.5px under the product's 14px root. `sm` is 12.25px.
      field: {
        slots: ['root', 'errorText', 'helperText', 'input', 'label', 'select', 'textarea', 'requiredIndicator'],
        base: { errorText: { textStyle: 'sm' } },
      },
    },
  },
});

/** The product's Chakra system: default config plus the spec's constants and the `brand` palette. */
export const system = createSystem(defaultConfig, config);
