const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  federationName: 'remote_restaurant',
  exposes: {
    './restaurant-page': './src/app/routes/restaurant-page.tsx',
  },
});
