const { createAppConfig } = require('../scripts/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname, name: 'shell', port: 3000, title: 'Digitale Test-Plattform',
  // /login before the scripts have run (static servers answer /login with login.html); every other address gets
  // index.html, holding the app's frame and, for a visitor without a session, the login view (issue 35).
  prerendered: { 'login.html': 'src/pages/login-prerender.tsx', 'index.html': 'src/pages/frame-prerender.tsx' },
});
