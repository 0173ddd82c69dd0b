/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-auth remote: /auth (sign in, sign up, confirm code) and /terms. Exposes ./AuthPage and ./TermsPage
// (default exports).
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-auth',
  port: 3001,
  dirname: __dirname,
  exposes: { './AuthPage': './src/pages/AuthPage.tsx', './TermsPage': './src/pages/TermsPage.tsx' },
});
