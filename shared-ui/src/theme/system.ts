import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * The lean Chakra system: the default tokens, semantic tokens, global CSS, keyframes and breakpoints,
 * but only the recipes of the components the facade exports. The build marks Chakra's theme `define*(` calls pure
 * (shared-ui/webpack/pure-chakra-loader.cjs) so the unused recipes are dropped.
 */
/**
 * The colour palettes the portal uses (gray is every component's default; red, orange, green and blue are the error,
 * warning, success and info colours and the apps' `colorPalette`s). Chakra turns every palette into CSS variables and
 * token lookups at start-up; dropping the five unused ones makes createSystem about 15 % cheaper and the token CSS a
 * quarter smaller on every first page (docs/performance.md).
 */
const PALETTES = new Set(['gray', 'red', 'orange', 'green', 'blue']);
const NOT_PALETTES = new Set([
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'bg',
  'fg',
  'border',
]);
const usedColors = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(
    Object.entries(colors ?? {}).filter(([name]) => PALETTES.has(name) || NOT_PALETTES.has(name)),
  ) as T;

/** Chakra's error red (red.500 on white, 3.8:1) fails WCAG AA for text; red.700 passes (6.5:1). */
const accessibleSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...usedColors(semanticTokens.colors),
    fg: { ...semanticTokens.colors?.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
  },
};

/**
 * Chakra's solid button turns its colour to 90 % on hover, lighter on white: blue's #3b73ed carries white text at only
 * 4.31:1 (axe color-contrast on Reports and Interest Rates). A hovered button darkens to the palette's 700 instead,
 * which keeps white text above 4.5:1 in every palette the portal uses.
 */
const SOLID_HOVER = { bg: 'colorPalette.700' };
const accessibleButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: { ...buttonRecipe.variants?.variant?.solid, _hover: SOLID_HOVER, _expanded: SOLID_HOVER },
    },
  },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedColors(tokens.colors) },
    semanticTokens: accessibleSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: accessibleButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
