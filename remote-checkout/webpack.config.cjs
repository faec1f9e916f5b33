const { createWebpackConfig } = require('@tablehop/build/webpack-config');

// Its name, folder and port come from shared/routes/remotes, its pages from the page table.
module.exports = createWebpackConfig({ dir: __dirname });
