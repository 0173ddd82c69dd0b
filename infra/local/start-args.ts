import { devFrontends, type FrontendName } from './dev-servers';

/** The command line of infra/local/start.ts (`npm start -- ...`, `npm run dev -- ...`). */
export interface StartArgs {
  build?: boolean;
  inMemory?: boolean;
  demo?: boolean;
  dataDir?: string;
  /** `--dev`: the frontends served from dev servers (the names after it, or all; the shell always). */
  dev?: { frontends: FrontendName[] };
}

export const startUsage =
  'usage: tsx infra/local/start.ts [--dev [shell|mf-auth|mf-account|mf-admin|mf-marketplace|mf-deals]...] [--no-build] [--in-memory] [--demo] [--data-dir <dir>]  (PORTAL_PORT_OFFSET=<n> moves every port)';

/** Parses the arguments; throws with the reason and the usage on anything it does not know. */
export function parseStartArgs(argv: readonly string[]): StartArgs {
  const args: StartArgs = {};
  const named: string[] = [];
  let dev = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dev') dev = true;
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--in-memory') args.inMemory = true;
    else if (arg === '--demo') args.demo = true;
    else if (arg === '--data-dir' && argv[i + 1] !== undefined) args.dataDir = argv[++i];
    else if (arg.startsWith('--data-dir=')) args.dataDir = arg.slice('--data-dir='.length);
    else if (!arg.startsWith('-')) named.push(arg);
    else throw new Error(`unknown argument ${arg}\n${startUsage}`);
  }
  if (named.length && !dev)
    throw new Error(`unknown argument ${named[0]} (frontends are named with --dev)\n${startUsage}`);
  if (dev) {
    try {
      args.dev = { frontends: devFrontends(named) };
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${startUsage}`);
    }
  }
  return args;
}
