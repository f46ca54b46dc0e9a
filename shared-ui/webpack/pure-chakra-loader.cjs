// Marks Chakra's top-level config calls pure: `@chakra-ui/react/theme` builds its whole default
// config with an unmarked `defineConfig(...)` call, which keeps every recipe alive even when the lean system
// uses a handful. With the mark, unused recipes, slot recipes and the default system are tree-shaken.
const CALL = /(=\s*)((?:define[A-Z]\w*|createSystem|mergeConfigs|createRecipeContext|createSlotRecipeContext)\()/g;

// The modules whose calls carry the weight (the default config, the default system, every recipe). If one of them
// has nothing to mark, Chakra's build output changed and the bundles would silently grow: the build stops instead.
const MUST_MARK =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:preset\.js|theme[\\/]index\.js|theme[\\/]recipes[\\/][^\\/]+\.js)$/;

module.exports = function pureChakraLoader(source) {
  let marked = 0;
  const result = source.replace(CALL, (_call, assignment, callee) => {
    marked += 1;
    return `${assignment}/* @__PURE__ */ ${callee}`;
  });
  if (!marked && MUST_MARK.test(this.resourcePath)) {
    throw new Error(
      `pure-chakra-loader found no config call to mark pure in ${this.resourcePath}: @chakra-ui/react's ` +
        'build output changed, and without the mark every recipe and the default system would ship. Adapt CALL in ' +
        'shared-ui/webpack/pure-chakra-loader.cjs to the new output, or drop the loader if Chakra now marks these calls itself.',
    );
  }
  return result;
};
