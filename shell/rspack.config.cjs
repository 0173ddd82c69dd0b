/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname */
// The shell (host). Remotes are registered at runtime from /runtime-config.json.
module.exports = require('@portal/web/rspack').createConfig({
  name: 'shell',
  port: 3000,
  isHost: true,
  dirname: __dirname,
  // the page, with the static app shell painted before any JavaScript runs
  html: { template: 'src/index.html' },
});
