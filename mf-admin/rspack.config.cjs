/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-admin remote: /admin/**, /verifications and /system/settings. Default exports, named as the shell's route table expects.
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-admin',
  port: 3003,
  dirname: __dirname,
  exposes: {
    './AdminDashboardPage': './src/pages/AdminDashboardPage.tsx',
    './BuyerAccountsPage': './src/pages/BuyerAccountsPage.tsx',
    './SellerAccountsPage': './src/pages/SellerAccountsPage.tsx',
    './UserManagementPage': './src/pages/UserManagementPage.tsx',
    './VerificationsPage': './src/pages/VerificationsPage.tsx',
    './SystemSettingsPage': './src/pages/SystemSettingsPage.tsx',
    './ModerationPage': './src/pages/ModerationPage.tsx',
    './DealManagementPage': './src/pages/DealManagementPage.tsx',
    './CompanyPage': './src/pages/CompanyPage.tsx',
  },
});
