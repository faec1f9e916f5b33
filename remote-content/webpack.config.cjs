const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  federationName: 'remote_content',
  exposes: {
    './faq-page': './src/app/routes/faq-page.tsx',
    './privacy-policy-page': './src/app/routes/privacy-policy-page.tsx',
    './terms-page': './src/app/routes/terms-page.tsx',
    './contact-page': './src/app/routes/contact-page.tsx',
    './about-us-page': './src/app/routes/about-us-page.tsx',
    './partner-page': './src/app/routes/partner-page.tsx',
    './test-page': './src/app/routes/test-page.tsx',
  },
});
