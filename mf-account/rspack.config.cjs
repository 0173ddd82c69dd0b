/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-account remote: /my-account, /register/:type and /invitations/:id. Exposes ./MyAccountPage,
// ./RegistrationPage and ./InvitationPage (default exports).
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-account',
  port: 3002,
  dirname: __dirname,
  exposes: {
    './MyAccountPage': './src/pages/MyAccountPage.tsx',
    './RegistrationPage': './src/pages/RegistrationPage.tsx',
    './InvitationPage': './src/pages/InvitationPage.tsx',
  },
});
