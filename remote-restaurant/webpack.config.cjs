const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  federationName: 'remote_restaurant',
  exposes: {
    './restaurant-page': './src/app/routes/restaurant-page.tsx',
    // Checkout's Edit loads this panel at runtime (default export) instead of copying it.
    './booking-panel': './src/features/booking-panel/components/booking-panel.tsx',
  },
});
