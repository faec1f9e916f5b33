const { createWebpackConfig } = require('@tablehop/build/webpack-config');

// Its name, folder and port come from shared/routes/remotes, its pages from the page table.
module.exports = createWebpackConfig({
  dir: __dirname,
  components: {
    // Checkout's Edit loads this panel at runtime (default export) instead of copying it.
    './booking-panel': './src/features/booking-panel/components/booking-panel.tsx',
  },
});
