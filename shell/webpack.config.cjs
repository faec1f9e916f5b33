const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({ dir: __dirname });
