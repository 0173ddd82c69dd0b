/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-marketplace remote: the marketplaces, the inquire pages, the submit forms and the owner's lists.
// Default exports, named as the shell's route table expects.
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-marketplace',
  port: 3004,
  dirname: __dirname,
  exposes: {
    './MarketplacePage': './src/pages/MarketplacePage.tsx',
    './InquirePage': './src/pages/InquirePage.tsx',
    './ItemPage': './src/pages/ItemPage.tsx',
    './SubmitListingPage': './src/pages/SubmitListingPage.tsx',
    './SubmitRequestPage': './src/pages/SubmitRequestPage.tsx',
    './MyListingsPage': './src/pages/MyListingsPage.tsx',
    './MyRequestsPage': './src/pages/MyRequestsPage.tsx',
  },
});
