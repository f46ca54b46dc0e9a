// Marks Chakra's top-level config calls pure: `@chakra-ui/react/theme` builds its whole default
// config with an unmarked `defineConfig(...)` call, which keeps every recipe alive even when the lean system
// uses a handful. With the mark, unused recipes, slot recipes and the default system are tree-shaken.
const CALL = /(=\s*)((?:define[A-Z]\w*|createSystem|mergeConfigs|createRecipeContext|createSlotRecipeContext)\()/g;

module.exports = function pureChakraLoader(source) {
  return source.replace(CALL, '$1/* @__PURE__ */ $2');
};
