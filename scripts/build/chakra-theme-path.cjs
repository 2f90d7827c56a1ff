// Chakra's theme folder, imported file by file as '@chakra-theme/…'. The package's
// '@chakra-ui/react/theme' entry builds the whole default theme at import time, which
// keeps every recipe (date picker, color picker …) in the bundle; single files don't.
const path = require('node:path');

const chakraRoot = path.dirname(
  require.resolve('@chakra-ui/react/package.json', { paths: [path.resolve(__dirname, '../../shared-ui')] }),
);

module.exports = {
  chakraRoot,
  /** webpack: resolve.alias */
  alias: { '@chakra-theme': path.join(chakraRoot, 'dist/esm/theme') },
};
