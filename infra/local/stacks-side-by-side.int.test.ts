import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCredentials } from './emulators';
import { basePorts, defaultStackFile, readStackFile, repoRoot, type StackFile } from './stack-file';
import { startStack } from './start';

/**
 * A second stack (as `npm run bench` starts one) beside a running one must leave the running one's
 * state alone: its stack file, cognito-local's trigger configuration and the bucket's CORS rule.
 */
const first = readStackFile();
const firstStackFilePath = process.env.STACK_FILE ?? defaultStackFile;
const firstOffset = first.ports.portal - basePorts.portal;
// not a multiple of 100, so it stays clear of the offsets people and tools pick
const secondOffset = firstOffset + 37;

function read(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The files a stack rewrites on start, for the stack whose state lives in `dataDir`. */
function stateFiles(dataDir: string, stackFile: string, bucket: string): Record<string, string | null> {
  return Object.fromEntries(
    [
      stackFile,
      join(dataDir, 'cognito', '.cognito', 'config.json'),
      join(dataDir, 's3', bucket, '._S3rver_cors.xml'),
    ].map((file) => [file, read(file)]),
  );
}

async function bucketCors(stack: StackFile) {
  const s3 = new S3Client({
    endpoint: stack.s3.endpoint,
    region: stack.region,
    credentials: localCredentials,
    forcePathStyle: true,
  });
  return (await s3.send(new GetBucketCorsCommand({ Bucket: stack.s3.bucket }))).CORSRules;
}

describe('stacks side by side', () => {
  it('a second stack on another offset keeps its own state and leaves the running stack alone', async () => {
    const firstDataDir = dirname(first.cognito.dataDir ?? join(repoRoot, '.local', 'cognito'));
    const firstBefore = stateFiles(firstDataDir, firstStackFilePath, first.s3.bucket);
    // `npm start`'s state (.local/), whether or not that stack is running now
    const npmStartDir = dirname(defaultStackFile);
    const npmStartBefore = stateFiles(npmStartDir, defaultStackFile, 'portal-local-documents');
    const corsBefore = await bucketCors(first);
    expect(corsBefore?.[0]?.AllowedOrigins).toEqual([first.portalUrl]);
    expect(firstBefore[join(firstDataDir, 'cognito', '.cognito', 'config.json')]).toContain(
      'TriggerFunctions',
    );

    const env = { ...process.env };
    // started the way the bench starts its stack: an offset and nothing else
    const startLines: string[] = [];
    const second = await startStack({
      offset: secondOffset,
      inMemory: true,
      build: false,
      log: (name, line) => {
        if (name === 'start') startLines.push(line);
      },
    });
    try {
      const secondDataDir = join(repoRoot, '.local', `stack-${secondOffset}`);
      expect(second.stackFilePath).toBe(join(secondDataDir, 'stack.json'));
      expect(readStackFile(second.stackFilePath).apiUrl).toBe(second.stackFile.apiUrl);
      expect(read(join(secondDataDir, 'cognito', '.cognito', 'config.json'))).toContain('TriggerFunctions');
      expect((await bucketCors(second.stackFile))?.[0]?.AllowedOrigins).toEqual([second.stackFile.portalUrl]);

      expect(stateFiles(firstDataDir, firstStackFilePath, first.s3.bucket)).toEqual(firstBefore);
      expect(stateFiles(npmStartDir, defaultStackFile, 'portal-local-documents')).toEqual(npmStartBefore);
      expect(await bucketCors(first)).toEqual(corsBefore);
      // remotes that have no build script yet are left out without a warning
      expect(startLines.filter((l) => /mf-(marketplace|deals)\/dist/.test(l))).toEqual([]);
      // the first stack still answers on its own API
      expect((await fetch(`${first.apiUrl}/health`)).status).toBe(200);
    } finally {
      await second.stop();
      process.env = env;
      rmSync(join(repoRoot, '.local', `stack-${secondOffset}`), { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a second stack on a data dir a running stack owns, before touching anything', async () => {
    const firstDataDir = dirname(first.cognito.dataDir ?? join(repoRoot, '.local', 'cognito'));
    const before = stateFiles(firstDataDir, firstStackFilePath, first.s3.bucket);
    await expect(
      startStack({
        offset: secondOffset,
        dataDir: firstDataDir,
        stackFilePath: firstStackFilePath,
        inMemory: true,
        build: false,
        log: () => {},
      }),
    ).rejects.toThrow(/belongs to a running stack/);
    expect(stateFiles(firstDataDir, firstStackFilePath, first.s3.bucket)).toEqual(before);
    expect(existsSync(join(firstDataDir, 'stack.pid'))).toBe(true);
  });
});
