const { createAppConfig } = require('../scripts/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname, name: 'shell', port: 3000, title: 'Digitale Test-Plattform',
  // /login before the scripts have run (static servers answer /login with login.html).
  prerendered: { 'login.html': 'src/pages/login-prerender.tsx' },
});
