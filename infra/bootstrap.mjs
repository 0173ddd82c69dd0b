#!/usr/bin/env node
/* global process, console */
// Entry point of the README's commands. Runs on a machine that has nothing but Node:
// brings pnpm and the workspace dependencies, installs a missing Java runtime or Chromium
// with apt-get when it can (or stops with one line naming the command), then runs the task.
import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '9.15.9';
const task = process.argv[2];
const passThrough = process.argv.slice(3);

const needs = {
  start: { java: true, chromium: false },
  test: { java: true, chromium: true },
  bench: { java: true, chromium: true },
  build: { java: false, chromium: false },
  synth: { java: false, chromium: false },
};
if (!needs[task]) {
  console.error(`usage: node infra/bootstrap.mjs <${Object.keys(needs).join('|')}>`);
  process.exit(2);
}

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (cmd, opts = {}) => execSync(cmd, { stdio: 'inherit', cwd: root, ...opts });

function aptInstall(pkgs, why) {
  const cmd = `apt-get install -y --no-install-recommends ${pkgs}`;
  if (!isRoot || !has('apt-get')) {
    console.error(`${why} is missing: run 'sudo apt-get update && sudo ${cmd}' and try again.`);
    process.exit(1);
  }
  console.log(`[bootstrap] installing ${pkgs} (${why})`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive ${cmd}`);
}

function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('9.')) return 'pnpm';
  console.log(`[bootstrap] installing pnpm@${PNPM_VERSION}`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && has('pnpm')) return 'pnpm';
  return `npx -y pnpm@${PNPM_VERSION}`;
}

function ensureDependencies(pnpm) {
  const lock = join(root, 'pnpm-lock.yaml');
  const stamp = join(root, 'node_modules', '.portal-install-stamp');
  const manifests = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']
    .filter((f) => existsSync(join(root, f)))
    .map((f) => readFileSync(join(root, f)))
    .reduce((h, buf) => h.update(buf), createHash('sha256'))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === manifests) return;
  const frozen = existsSync(lock) && process.env.CI ? ' --frozen-lockfile' : '';
  console.log('[bootstrap] installing workspace dependencies');
  run(`${pnpm} install${frozen} --reporter=append-only`);
  writeFileSync(stamp, manifests);
}

if (needs[task].java && !has('java'))
  aptInstall('openjdk-17-jre-headless', 'A Java runtime (for DynamoDB Local)');
if (needs[task].chromium && !existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
  aptInstall('chromium', 'Chromium (for the browser tests and Lighthouse)');
}
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const result = spawnSync(`${pnpm} run task:${task} ${passThrough.map((a) => JSON.stringify(a)).join(' ')}`, {
  shell: true,
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Node 20 is what this machine has; the SDK's notice about Node 22 repeats in every process.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED:
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ?? 'true',
  },
});
process.exit(result.status ?? 1);
