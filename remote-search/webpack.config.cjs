const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  federationName: 'remote_search',
  exposes: {
    './home-page': './src/app/routes/home-page.tsx',
    './search-result-page': './src/app/routes/search-result-page.tsx',
  },
});
