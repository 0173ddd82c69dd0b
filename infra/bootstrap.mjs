#!/usr/bin/env node
/* global process, console */
// Entry point of the README's commands. Runs on a machine that has nothing but Node (of any version):
// brings the project's Node (`.nvmrc`) when the machine's is older and re-runs itself with it, brings
// pnpm (the version `packageManager` pins) and the workspace dependencies, installs a missing Java
// runtime or Chromium with apt-get when it can (or stops with one line naming the command), then runs
// the task with that Node first on the PATH, so every process below it (pnpm, tsx, vitest, Playwright,
// the emulators' launchers, the benchmarks) runs on it.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
const passThrough = process.argv.slice(3);

// One source for each version: `.nvmrc` for Node, `packageManager` for pnpm.
const NODE_VERSION = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const PNPM_VERSION = /^pnpm@([^+]+)/.exec(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager,
)[1];

const needs = {
  start: { java: true, chromium: false },
  dev: { java: true, chromium: false },
  test: { java: true, chromium: true },
  'test:unit': { java: false, chromium: false },
  'test:int': { java: false, chromium: false },
  'test:e2e': { java: false, chromium: true },
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
const major = (version) => Number(version.split('.')[0]);

/**
 * The project's Node, in `.local/node/v<version>/bin/node`: Node's own Linux build as the npm registry
 * serves it (package `node-linux-<arch>`), so it installs wherever npm does, with no other download.
 */
function ensureNode() {
  const prefix = join(root, '.local', 'node', `v${NODE_VERSION}`);
  const bin = join(prefix, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) {
    console.error(
      `Node ${NODE_VERSION} is needed (this is ${process.version}): install it (e.g. 'nvm install') and try again.`,
    );
    process.exit(1);
  }
  console.log(
    `[bootstrap] installing Node ${NODE_VERSION} into ${prefix} (this machine has ${process.version})`,
  );
  const staging = `${prefix}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', `node-linux-${process.arch}@${NODE_VERSION}`, '--pack-destination', staging, '--silent'],
    { cwd: staging, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['-xzf', join(staging, tarball), '-C', staging, '--strip-components=1']);
  rmSync(join(staging, tarball));
  // renamed into place only when whole, so an interrupted download is never taken for an install
  renameSync(staging, prefix);
  return bin;
}

if (major(process.versions.node) < major(NODE_VERSION)) {
  const bin = ensureNode();
  const again = spawnSync(join(bin, 'node'), [fileURLToPath(import.meta.url), task, ...passThrough], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  });
  process.exit(again.status ?? 1);
}

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

/** pnpm at the pinned version: the machine's when it is that one, else in a prefix of the project's own. */
function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return undefined;
  const prefix = join(root, '.local', 'pnpm', PNPM_VERSION);
  const bin = join(prefix, 'node_modules', '.bin');
  if (existsSync(join(bin, 'pnpm'))) return bin;
  console.log(`[bootstrap] installing pnpm@${PNPM_VERSION} into ${prefix}`);
  mkdirSync(prefix, { recursive: true });
  const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(join(bin, 'pnpm'))) {
    console.error(
      `pnpm@${PNPM_VERSION} could not be installed: run 'npm install -g pnpm@${PNPM_VERSION}' and try again.`,
    );
    process.exit(1);
  }
  return bin;
}

function ensureDependencies(pnpm) {
  const lock = join(root, 'pnpm-lock.yaml');
  const stamp = join(root, 'node_modules', '.portal-install-stamp');
  const manifests = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']
    .filter((f) => existsSync(join(root, f)))
    .map((f) => readFileSync(join(root, f)))
    .reduce((h, buf) => h.update(buf), createHash('sha256').update(process.version))
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
const pnpmBin = ensurePnpm();
// everything below finds this pnpm by name (the scripts and the test run spawn `pnpm`)
if (pnpmBin) process.env.PATH = `${pnpmBin}:${process.env.PATH}`;
ensureDependencies('pnpm');
const result = spawnSync(`pnpm run task:${task} ${passThrough.map((a) => JSON.stringify(a)).join(' ')}`, {
  shell: true,
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
});
process.exit(result.status ?? 1);
