/**
 * `npm start` (root script `task:start`): the whole platform on one machine, no cloud account.
 * `npm run dev` (root script `task:dev`, `--dev [frontends...]`): the same stack with the shell and the
 * named remotes (all when none is named) on Rspack dev servers, and handlers reloaded on change.
 *
 *   tsx infra/local/start.ts [--dev [shell|mf-...]...] [--no-build] [--in-memory] [--demo] [--data-dir <dir>]
 *   (PORTAL_PORT_OFFSET moves every port)
 *
 * DynamoDB Local, cognito-local, s3rver and maildev (the SMTP sink), the table / user pool / groups / client / bucket, the
 * local API gateway built from functions/src/routes.ts, static servers for the shell and every built
 * remote, the outbox's email sender fed from the table's stream, a seeded administrator, and
 * `.local/stack.json` describing all of it. Ctrl-C stops everything.
 * `startStack()` is the reusable part; the test run (test-run.ts) uses it too.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DomainRoutes } from '../../functions/src/platform/http/route';
import type { RuntimeConfig } from '../../packages/contracts/src/runtime-config';
import { consoleLogs } from './console-log';
import {
  buildMissing,
  frontendNames,
  isRemote,
  startDevServer,
  type DevServer,
  type FrontendName,
} from './dev-servers';
import { localCredentials, startCognito, startDynamoDb, startS3 } from './emulators';
import {
  functionsSrc,
  loadRouteDeclarations,
  startGateway,
  startLambdaEndpoint,
  type RequestRecord,
} from './gateway';
import { handlerLoader, watchSources, type SourceWatch } from './handler-loader';
import { consoleSink, type LogSink } from './processes';
import {
  adminEmail,
  cognitoClient,
  ensureAdminUser,
  ensureTable,
  ensureUserPool,
  rememberedAdminPassword,
} from './provision';
import {
  defaultStackFile,
  ports as portsFor,
  remoteNames,
  repoRoot,
  type RemoteName,
  type StackFile,
} from './stack-file';
import { startRemoteServer, startShellServer } from './static';
import { scheduledJobs } from '../../functions/src/schedules';
import { startScheduledJobs, sweepIntervalMs } from './scheduler';
import { startCognitoCodeMailer } from './cognito-mail';
import { startMailSink } from './mail-sink';
import { startNotificationEmailPoller } from './outbox';
import { seedDemo } from './demo/seed';
import { parseStartArgs, type StartArgs } from './start-args';

/** The sender of every e-mail of the local stack (notifications and the Cognito codes). */
const mailFrom = 'Commodity Trading Portal <no-reply@portal.localhost>';

export interface StartOptions {
  environment?: StackFile['environment'];
  /** Port offset (default PORTAL_PORT_OFFSET or 0). */
  offset?: number;
  /**
   * Where emulator state, the admin password and the stack file live. Default `.local/stack-<offset>/`:
   * every stack keeps its own; only `npm start` (the CLI below) uses `.local/` and so owns `.local/stack.json`.
   */
  dataDir?: string;
  /** DynamoDB Local with -inMemory instead of -dbPath <dataDir>/dynamodb. */
  inMemory?: boolean;
  /** Run `pnpm run task:build` first (default true). */
  build?: boolean;
  /** Where to write the stack file (default `<dataDir>/stack.json`). */
  stackFilePath?: string;
  /** Where child process output goes (default: console, prefixed `[name]`). */
  log?: LogSink;
  /** Called when an emulator exits while the stack is up. */
  onUnexpectedExit?: (name: string, code: number | null) => void;
  /** Seed the demo data (demo/seed.ts) and describe it in the stack file under `demo`. */
  demo?: boolean;
  /** Route declarations to serve instead of functions/src/routes.ts (handler paths relative to handlerRoot). */
  routes?: { domains: DomainRoutes[]; triggers: Record<string, string>; handlerRoot: string };
  /**
   * `npm run dev`: these frontends from Rspack dev servers (the others from their production builds,
   * built when missing, instead of the whole `task:build`), and handler modules loaded afresh after a
   * change under functions/src or packages/contracts/src.
   */
  dev?: { frontends: readonly FrontendName[] };
  /** Called for every answered API request (the CLI prints a line; nobody else wants one per request). */
  onRequest?: (request: RequestRecord) => void;
  /**
   * Where the handlers' own output (Powertools JSON logs) goes, line by line, named `handlers` (API,
   * triggers, schedules) or `outbox` (the email sender). Default: this process's stdout, as in Lambda.
   */
  handlerLog?: LogSink;
}

export interface RunningStack {
  stackFile: StackFile;
  stackFilePath: string;
  stop(): Promise<void>;
}

/** cognitoTriggers key (e.g. postConfirmation) -> cognito-local trigger name and Lambda function name. */
function triggerNames(key: string): { trigger: string; functionName: string } {
  const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return { trigger: key.charAt(0).toUpperCase() + key.slice(1), functionName: `portal-${kebab}` };
}

async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} (${what}) is in use; stop whatever uses it or set PORTAL_PORT_OFFSET`)),
    );
    probe.listen(port, () => probe.close(() => resolvePort()));
  });
}

function hasBuildScript(pkgDir: string): boolean {
  const pkg = JSON.parse(readFileSync(join(repoRoot, pkgDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return Boolean(pkg.scripts?.build);
}

/**
 * A stack rewrites the state in its data dir on start (cognito-local's trigger configuration, the
 * bucket's CORS rule, the stack file), so a second stack on the same dir would break the running one:
 * `<dataDir>/stack.pid` names the process that owns it, and a live owner makes the start fail.
 */
function claimDataDir(dataDir: string): () => void {
  const pidFile = join(dataDir, 'stack.pid');
  if (existsSync(pidFile)) {
    const owner = Number(readFileSync(pidFile, 'utf8').trim());
    if (owner && owner !== process.pid && isAlive(owner))
      throw new Error(
        `${dataDir} belongs to a running stack (pid ${owner}); give this one its own --data-dir (and PORTAL_PORT_OFFSET)`,
      );
  }
  writeFileSync(pidFile, `${process.pid}\n`);
  return () => {
    try {
      if (Number(readFileSync(pidFile, 'utf8').trim()) === process.pid) rmSync(pidFile);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function startStack(options: StartOptions = {}): Promise<RunningStack> {
  const environment = options.environment ?? 'local';
  const offset = options.offset ?? Number(process.env.PORTAL_PORT_OFFSET ?? 0);
  const dataDir = resolve(options.dataDir ?? join(repoRoot, '.local', `stack-${offset}`));
  const stackFilePath = options.stackFilePath ?? join(dataDir, 'stack.json');
  const log = options.log ?? consoleSink;
  const say = (line: string) => log('start', line);
  const p = portsFor(offset);
  const region = 'us-east-1';
  const portalUrl = `http://localhost:${p.portal}`;
  const apiUrl = `http://localhost:${p.api}`;
  const tableName = `portal-${environment}`;
  const bucket = `portal-${environment}-documents`;
  mkdirSync(dataDir, { recursive: true });
  const releaseDataDir = claimDataDir(dataDir);

  const devNames = new Set<FrontendName>(options.dev?.frontends ?? []);
  try {
    if (options.dev && options.build !== false) {
      buildMissing(
        frontendNames.filter((n) => !devNames.has(n)),
        say,
      );
    } else if (options.build !== false) {
      say('building the frontends (pnpm run task:build; --no-build skips this)');
      const build = spawnSync('pnpm', ['run', 'task:build'], { cwd: repoRoot, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`frontend build failed (exit ${build.status})`);
    }
    for (const [name, port] of Object.entries(p)) await assertPortFree(port, name);
  } catch (err) {
    releaseDataDir();
    throw err;
  }

  const stops: Array<{ name: string; stop: () => Promise<void> }> = [
    { name: 'data dir claim', stop: async () => releaseDataDir() },
  ];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const s of stops.splice(0).reverse()) {
      try {
        await s.stop();
      } catch (err) {
        log('start', `stopping ${s.name} failed: ${String(err)}`);
      }
    }
  };

  try {
    // The dev servers' first compilations run while the emulators start; they are awaited below.
    const runtimeConfigFile = join(dataDir, 'runtime-config.json');
    const devServers: DevServer[] = [];
    for (const name of devNames) {
      const server = startDevServer({
        name,
        port: p[name === 'shell' ? 'portal' : name],
        offset,
        runtimeConfigFile,
        log,
      });
      stops.push({ name, stop: () => server.process.stop() });
      devServers.push(server);
    }

    // Emulators
    const dynamodb = await startDynamoDb({
      port: p.dynamodb,
      dbPath: options.inMemory ? undefined : join(dataDir, 'dynamodb'),
      log,
    });
    stops.push({ name: 'dynamodb', stop: () => dynamodb.stop() });
    const dynamoEndpoint = `http://localhost:${p.dynamodb}`;

    const { domains, triggers } = options.routes ?? (await loadRouteDeclarations());
    const handlerRoot = options.routes?.handlerRoot ?? functionsSrc;
    // npm run dev: a change to a handler or to anything it imports is loaded on its next call
    let sources: SourceWatch | undefined;
    if (options.dev) {
      const watched = [handlerRoot, join(repoRoot, 'packages', 'contracts', 'src')];
      // ES modules are never unloaded: each reload keeps the old copies (about 3 MB per handler)
      let memoryHinted = false;
      sources = watchSources({
        dirs: watched,
        onChange: (files) => {
          log('dev', `${files.join(', ')} changed: handlers load the new code on their next call`);
          const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
          if (!memoryHinted && rssMb > 2048) {
            memoryHinted = true;
            log('dev', `the stack's process holds ${rssMb} MB of reloaded handlers: restart to free it`);
          }
        },
      });
      const watch = sources;
      stops.push({ name: 'source watch', stop: async () => watch.close() });
    }
    const handlerLog = options.handlerLog;
    const loadHandler =
      sources || handlerLog
        ? handlerLoader({
            root: handlerRoot,
            version: sources?.version,
            output: handlerLog && ((line) => handlerLog('handlers', line)),
          })
        : undefined;
    const lambdas: Record<string, string> = {};
    const triggerFunctions: Record<string, string> = {};
    for (const [key, handler] of Object.entries(triggers)) {
      const { trigger, functionName } = triggerNames(key);
      lambdas[functionName] = handler;
      triggerFunctions[trigger] = functionName;
    }
    // cognito-local invokes the triggers through an internal Lambda endpoint, not the API port
    const invocations: string[] = [];
    const lambdaEndpoint = await startLambdaEndpoint({
      lambdas,
      handlerRoot,
      loadHandler,
      log: (line) => {
        if (line.startsWith('invoke ')) invocations.push(line);
        log('lambda', line);
      },
    });
    stops.push({ name: 'lambda', stop: () => lambdaEndpoint.stop() });
    const cognitoDir = join(dataDir, 'cognito');
    const cognito = await startCognito({
      port: p.cognito,
      dir: cognitoDir,
      lambdaEndpoint: lambdaEndpoint.url,
      triggerFunctions,
      log,
    });
    stops.push({ name: 'cognito', stop: () => cognito.stop() });
    const cognitoEndpoint = `http://localhost:${p.cognito}`;

    const s3 = await startS3({ port: p.s3, dir: join(dataDir, 's3'), bucket, allowedOrigin: portalUrl });
    stops.push({ name: 's3', stop: () => s3.stop() });
    const s3Endpoint = `http://localhost:${p.s3}`;
    const mailSink = await startMailSink({
      smtpPort: p['mail-smtp'],
      webPort: p['mail-web'],
      mailDirectory: options.inMemory ? undefined : join(dataDir, 'mail'),
      log,
    });
    // nothing to save (emails are written as they arrive), and its web server waits on idle keep-alive
    // connections: a short grace keeps the stack's stop quick
    stops.push({ name: 'maildev', stop: () => mailSink.stop(1000) });
    // the codes cognito-local hands out reach maildev, as Cognito's own e-mails do in the cloud
    const codeMailer = startCognitoCodeMailer({
      dir: cognitoDir,
      smtpUrl: `smtp://127.0.0.1:${p['mail-smtp']}`,
      from: mailFrom,
      onError: (message) => log('start', message),
    });
    stops.push({ name: 'cognito codes', stop: async () => codeMailer.stop() });
    const mailUrl = `http://localhost:${p['mail-web']}`;
    for (const proc of [dynamodb, cognito]) {
      void proc.exited.then((code) => {
        if (!stopping) options.onUnexpectedExit?.(proc.name, code);
      });
    }

    // Resources
    const table = await ensureTable(dynamoEndpoint, tableName);
    say(`table ${tableName}: ${table}`);
    const { userPoolId, userPoolClientId } = await ensureUserPool(cognitoEndpoint, `portal-${environment}`);
    say(`user pool ${userPoolId}, web client ${userPoolClientId}`);
    const issuer = `${cognitoEndpoint}/${userPoolId}`;
    const jwksUrl = `${issuer}/.well-known/jwks.json`;

    // The functions read their configuration from the environment (functions/src/platform/config.ts);
    // set it before the gateway imports any handler module.
    Object.assign(process.env, {
      STAGE: environment,
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      TABLE_NAME: tableName,
      DOCUMENTS_BUCKET: bucket,
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: userPoolClientId,
      JWT_ISSUER: issuer,
      JWKS_URL: jwksUrl,
      DYNAMODB_ENDPOINT: dynamoEndpoint,
      S3_ENDPOINT: s3Endpoint,
      COGNITO_ENDPOINT: cognitoEndpoint,
      // the platform's fee account on its payment instructions: a made-up one (IBAN: the standard example)
      PLATFORM_BANK_ACCOUNT: JSON.stringify({
        accountName: 'Commodity Trading Portal (local)',
        iban: 'GB82WEST12345698765432',
        swiftBic: 'WESTGB2L',
        bankName: 'Local Test Bank',
        bankAddress: '1 Example Street, London',
      }),
      // the notification email sender delivers to maildev, with links to this portal
      SMTP_URL: `smtp://127.0.0.1:${p['mail-smtp']}`,
      MAIL_FROM: mailFrom,
      PORTAL_URL: portalUrl,
    });

    const gateway = await startGateway({
      port: p.api,
      domains,
      handlerRoot,
      loadHandler,
      allowedOrigin: portalUrl,
      log: (line) => log('api', line),
      onRequest: options.onRequest,
    });
    stops.push({ name: 'gateway', stop: () => gateway.stop() });
    // the cloud's EventBridge schedules (the deadline sweep, the daily digest): same handler modules, on a timer
    const schedules = startScheduledJobs({
      jobs: options.routes ? [] : scheduledJobs,
      handlerRoot,
      loadHandler,
      intervalMs: sweepIntervalMs(),
      log: (line) => log('schedule', line),
    });
    stops.push({ name: 'schedule', stop: () => schedules.stop() });
    const emailPoller = await startNotificationEmailPoller({
      endpoint: dynamoEndpoint,
      tableName,
      log: (line) => log('outbox', line),
      loadHandler:
        sources || handlerLog
          ? handlerLoader({
              root: functionsSrc,
              version: sources?.version,
              output: handlerLog && ((line) => handlerLog('outbox', line)),
            })
          : undefined,
    });
    stops.push({ name: 'outbox', stop: () => emailPoller.stop() });
    say(
      `API gateway ${apiUrl}: ${domains.reduce((n, d) => n + d.routes.length, 0)} routes, triggers: ${Object.keys(triggerFunctions).join(', ') || 'none'}`,
    );

    // Admin
    const adminPassword = rememberedAdminPassword(join(dataDir, 'admin.json'));
    const before = invocations.length;
    const admin = await ensureAdminUser({
      endpoint: cognitoEndpoint,
      userPoolId,
      userPoolClientId,
      password: adminPassword,
    });
    const triggerRan = invocations.slice(before).some((l) => l.endsWith('-> ok'));
    await ensureAdminProfile({
      created: admin === 'created',
      triggerRan,
      cognitoEndpoint,
      userPoolId,
      userPoolClientId,
      password: adminPassword,
      apiUrl,
      postConfirmation: triggers.postConfirmation && join(handlerRoot, triggers.postConfirmation),
      say,
    });

    // Frontends
    const remotes = {} as Record<RemoteName, string>;
    const deployed: Record<string, string> = {};
    for (const name of remoteNames) {
      const url = `http://localhost:${p[name]}`;
      remotes[name] = `${url}/mf-manifest.json`;
      if (devNames.has(name)) {
        // its dev server, started above, publishes the manifest on the same port
        deployed[name] = remotes[name];
        continue;
      }
      const dist = join(repoRoot, name, 'dist');
      if (!existsSync(join(dist, 'mf-manifest.json'))) {
        // a remote without a build script has no frontend yet: nothing to warn about
        if (hasBuildScript(name))
          say(`warning: ${name}/dist/mf-manifest.json is missing; ${name} is left out of the runtime config`);
        continue;
      }
      const server = await startRemoteServer({ port: p[name], distDir: dist });
      stops.push({ name, stop: () => server.stop() });
      deployed[name] = remotes[name];
    }
    const runtimeConfig: RuntimeConfig = {
      environment,
      apiUrl,
      cognito: { userPoolId, userPoolClientId, endpoint: cognitoEndpoint },
      remotes: deployed,
      // the browser's errors go to the local API, which logs them (the cloud uses CloudWatch RUM)
      errorReporting: { kind: 'endpoint', url: `${apiUrl}/client-errors` },
    };
    const shellDist = join(repoRoot, 'shell', 'dist');
    if (devNames.has('shell')) {
      // the shell's dev server reads it on every request (packages/web/rspack.config.factory.cjs)
      writeFileSync(runtimeConfigFile, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
    } else if (existsSync(join(shellDist, 'index.html'))) {
      const shell = await startShellServer({
        port: p.portal,
        distDir: shellDist,
        publicDir: join(repoRoot, 'shell', 'public'),
        runtimeConfig,
      });
      stops.push({ name: 'shell', stop: () => shell.stop() });
    } else {
      say('warning: shell/dist/index.html is missing (build the frontends); the portal is not served');
    }

    const stackFile: StackFile = {
      environment,
      region,
      portalUrl,
      apiUrl,
      ports: p,
      dynamodb: { endpoint: dynamoEndpoint, tableName },
      cognito: {
        endpoint: cognitoEndpoint,
        userPoolId,
        userPoolClientId,
        issuer,
        jwksUrl,
        dataDir: cognitoDir,
      },
      s3: { endpoint: s3Endpoint, bucket },
      remotes,
      admin: { email: adminEmail, password: adminPassword },
      pids: { dynamodb: dynamodb.child.pid, cognito: cognito.child.pid },
      lambdaUrl: lambdaEndpoint.url,
      mailUrl,
      smtp: { host: '127.0.0.1', port: p['mail-smtp'] },
    };
    for (const server of devServers) {
      await server.ready;
      say(
        `${server.name}: Rspack dev server ${server.url}${isRemote(server.name) ? '/mf-manifest.json' : ''}`,
      );
    }
    if (options.demo)
      stackFile.demo = await seedDemo(stackFile, {
        passwordFile: join(dataDir, 'demo.json'),
        say: (line) => log('demo', line),
      });
    mkdirSync(dirname(stackFilePath), { recursive: true });
    writeFileSync(stackFilePath, `${JSON.stringify(stackFile, null, 2)}\n`);
    return { stackFile, stackFilePath, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The admin's profile comes from the PostConfirmation handler. cognito-local 5.3 runs the trigger on
 * AdminConfirmSignUp; if it did not (or the table was wiped while the pool was kept), call the same
 * handler module with the same PostConfirmation event, once GET /me shows the profile is missing.
 */
async function ensureAdminProfile(o: {
  created: boolean;
  triggerRan: boolean;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  password: string;
  apiUrl: string;
  /** Absolute path of the PostConfirmation handler module. */
  postConfirmation?: string;
  say: (line: string) => void;
}): Promise<void> {
  if (!o.postConfirmation) {
    o.say('warning: no postConfirmation trigger declared; the admin has no profile');
    return;
  }
  if (o.created && o.triggerRan) {
    o.say('admin created; PostConfirmation trigger ran through cognito-local');
    return;
  }
  const auth = await cognitoClient(o.cognitoEndpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: o.userPoolClientId,
      AuthParameters: { USERNAME: adminEmail, PASSWORD: o.password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken ?? '';
  const accessToken = auth.AuthenticationResult?.AccessToken ?? '';
  for (const token of [idToken, accessToken]) {
    const res = await fetch(`${o.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
    if (res?.status === 200) return;
  }
  const payload = JSON.parse(
    Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}',
  ) as Record<string, unknown>;
  const userAttributes: Record<string, string> = { 'cognito:user_status': 'CONFIRMED' };
  for (const [k, v] of Object.entries(payload))
    if (typeof v === 'string' && (k === 'sub' || k === 'email' || k.startsWith('custom:')))
      userAttributes[k] = v;
  const mod = (await import(pathToFileURL(o.postConfirmation).href)) as {
    handler: (e: unknown, c: unknown) => Promise<unknown>;
  };
  await mod.handler(
    {
      version: '1',
      region: 'us-east-1',
      userPoolId: o.userPoolId,
      userName: userAttributes.sub,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      callerContext: { awsSdkVersion: 'local', clientId: o.userPoolClientId },
      request: { userAttributes },
      response: {},
    },
    {
      functionName: 'portal-post-confirmation',
      awsRequestId: 'seed',
      getRemainingTimeInMillis: () => 30_000,
    },
  );
  o.say('admin profile written by calling the PostConfirmation handler directly');
}

async function main() {
  let args: StartArgs;
  try {
    args = parseStartArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  // the npm start stack is the one that lives in .local/ and owns .local/stack.json
  const dataDir = resolve(args.dataDir ?? dirname(defaultStackFile));
  const logs = consoleLogs(join(dataDir, 'logs'));
  const logsShown = relative(process.cwd(), logs.dir) || logs.dir;
  let running: RunningStack | undefined;
  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log('\n[start] stopping…');
    await running?.stop();
    await logs.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  console.log(
    `[start] starting${args.dev ? ` (dev: ${args.dev.frontends.join(', ')} on Rspack dev servers)` : ''}; every component's output goes to ${logsShown}/`,
  );
  try {
    running = await startStack({
      ...args,
      dataDir,
      log: logs.sink,
      handlerLog: logs.handlerLog,
      onRequest: logs.request,
      onUnexpectedExit: (name, code) => {
        console.error(
          `[start] ${name} exited unexpectedly (code ${code}); stopping the stack (see ${logsShown}/${name}.log)`,
        );
        void shutdown(1);
      },
    });
  } catch (err) {
    console.error(`[start] ${(err as Error).message} (logs in ${logsShown}/)`);
    await logs.close();
    process.exit(1);
  }
  if (shuttingDown) return;
  const s = running.stackFile;
  const devLine = args.dev
    ? `  Dev servers   ${args.dev.frontends.join(', ')} (React Refresh); handlers reload on change\n`
    : '';
  console.log(`
────────────────────────────────────────────────────────────────
  Portal        ${s.portalUrl}
  API           ${s.apiUrl}
  Mail inbox    ${s.mailUrl}  (every email the portal sends)
  Admin         ${s.admin.email}  /  ${s.admin.password}
${(s.demo?.users ?? []).map((u) => `  Demo ${u.roles.join(', ').padEnd(8)} ${u.email}  /  ${u.password}  (${u.company})\n${u.note ? `                ${u.note}\n` : ''}`).join('')}${devLine}  Stack file    ${running.stackFilePath}
  Logs          ${logsShown}/  (handlers.log, api.log, cognito.log, dynamodb.log, outbox.log, ...)

  One line per API request below: route, status, time, request id (as in handlers.log).
  Sign-up and password-reset codes appear here too ([cognito] code for ...), and in the mail inbox.
  Ctrl-C stops everything.
────────────────────────────────────────────────────────────────`);
  logs.ready();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
