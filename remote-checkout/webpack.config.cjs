const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  federationName: 'remote_checkout',
  exposes: {
    './checkout-page': './src/app/routes/checkout-page.tsx',
    './thank-you-page': './src/app/routes/thank-you-page.tsx',
    './edit-reservation-page': './src/app/routes/edit-reservation-page.tsx',
  },
});
