/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-admin remote: /admin/**, /verifications and /system/settings. Default exports, named as the shell's route table expects.
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-admin',
  port: 3003,
  dirname: __dirname,
  exposes: {
    './AdminDashboardPage': './src/AdminDashboardPage.tsx',
    './BuyerAccountsPage': './src/BuyerAccountsPage.tsx',
    './SellerAccountsPage': './src/SellerAccountsPage.tsx',
    './UserManagementPage': './src/UserManagementPage.tsx',
    './VerificationsPage': './src/VerificationsPage.tsx',
    './SystemSettingsPage': './src/SystemSettingsPage.tsx',
    './ModerationPage': './src/ModerationPage.tsx',
    './DealManagementPage': './src/DealManagementPage.tsx',
  },
});
