// The deploy scripts import api-client's TypeScript (federation/remote-compatibility.ts), which Node runs without its
// types; api-client's package.json names no module type, so Node would say on stderr that it guessed ES module syntax.
// Imported first by each entry script: only that remark is left out.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  if ((typeof rest[0] === 'object' ? rest[0]?.code : rest[1]) === 'MODULE_TYPELESS_PACKAGE_JSON') return;
  return emitWarning.call(this, warning, ...rest);
};
