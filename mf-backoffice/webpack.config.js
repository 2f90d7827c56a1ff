const { createAppConfig } = require('../scripts/build/webpack-app.cjs');
const { exposesFromManifest } = require('../scripts/build/screen-manifest.cjs');

// Each entry of the screen manifest (src/screens.ts) is exposed as './<name>'; api-client's
// route table and the other remotes (RemoteSlot) decide where it appears.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_backoffice',
  port: 3002,
  title: 'Back-Office – Standalone',
  exposes: exposesFromManifest(__dirname),
});
