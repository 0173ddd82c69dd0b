/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-account remote: /my-account and /register/:type. Exposes ./MyAccountPage and ./RegistrationPage (default exports).
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-account',
  port: 3002,
  dirname: __dirname,
  exposes: {
    './MyAccountPage': './src/pages/MyAccountPage.tsx',
    './RegistrationPage': './src/pages/RegistrationPage.tsx',
  },
});
