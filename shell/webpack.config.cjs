const { createWebpackConfig } = require('@tablehop/build/webpack-config');

module.exports = createWebpackConfig({ dir: __dirname });
