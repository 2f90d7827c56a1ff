const { createAppConfig } = require('../scripts/webpack-app.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'Digitale Test-Plattform' });
