const { createWebpackConfig } = require('shared/build/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  federationName: 'remote_account',
  exposes: {
    './sign-in-page': './src/app/routes/sign-in-page.tsx',
    './sign-up-page': './src/app/routes/sign-up-page.tsx',
    './forgot-password-page': './src/app/routes/forgot-password-page.tsx',
    './otp-verification-page': './src/app/routes/otp-verification-page.tsx',
    './reset-password-page': './src/app/routes/reset-password-page.tsx',
    './resend-mail-page': './src/app/routes/resend-mail-page.tsx',
    './registration-success-page': './src/app/routes/registration-success-page.tsx',
    './profile-page': './src/app/routes/profile-page.tsx',
    './activate-account-page': './src/app/routes/activate-account-page.tsx',
    './booking-page': './src/app/routes/booking-page.tsx',
  },
});
