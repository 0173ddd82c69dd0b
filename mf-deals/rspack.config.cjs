/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// mf-deals remote: the dashboard, the mandate dashboard, the deal flow, a deal's page, the deal specifications
// and the admins' document review queue.
// Default exports, named as the shell's route table expects.
module.exports = require('@portal/web/rspack').createConfig({
  name: 'mf-deals',
  port: 3005,
  dirname: __dirname,
  exposes: {
    './DashboardPage': './src/pages/DashboardPage.tsx',
    './MandateDashboardPage': './src/pages/MandateDashboardPage.tsx',
    './DealFlowPage': './src/pages/DealFlowPage.tsx',
    './DealDetailPage': './src/pages/DealDetailPage.tsx',
    './DealSpecificationsPage': './src/pages/DealSpecificationsPage.tsx',
    './ReviewQueuePage': './src/pages/ReviewQueuePage.tsx',
  },
});
