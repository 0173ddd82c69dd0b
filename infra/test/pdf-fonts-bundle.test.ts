import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlingLoader, functionsSrc } from '../src/portal-function';

/**
 * The PDF renderer bundled as a deployed function is (the CDK tests skip bundling), with
 * PortalFunction's loaders, and run as Lambda runs it: in a process of its own, from a folder with no
 * node_modules, so the Noto fonts can only come from the files the bundle carries beside it.
 */
const out = mkdtempSync(join(tmpdir(), 'pdf-fonts-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

beforeAll(async () => {
  await build({
    entryPoints: [{ in: join(functionsSrc, 'deals/adapters/pdf-render.ts'), out: 'index' }],
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    mainFields: ['module', 'main'],
    loader: bundlingLoader,
    banner: {
      js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
}, 60_000);

const written = ['Łódź', 'Дизельное топливо', '柴油', 'شركة النفط'];

describe('the PDF renderer in a Lambda bundle', () => {
  it('carries the font files beside the bundle, not inside it', () => {
    const files = readdirSync(out);
    expect(files.filter((f) => /\.(ttf|otf)$/.test(f)).map((f) => f.replace(/-[A-Z0-9]{8}\./, '.'))).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular.ttf',
        'NotoSans-Bold.ttf',
        'NotoNaskhArabic-Regular.ttf',
        'NotoSansHans-Regular.otf',
      ]),
    );
    // the code stays small: the fonts (megabytes) are files, not strings in it
    expect(statSync(join(out, 'index.mjs')).size).toBeLessThan(4 * 1024 * 1024);
  });

  it('renders Polish, Cyrillic, Chinese and Arabic from a folder without node_modules', async () => {
    const content = {
      kind: 'spa-template',
      title: 'Platform Fee Invoice',
      subtitle: 'Bundle check',
      transactionId: 'ABC0123XYZ',
      issuedOn: 'Jun 20, 2025',
      sections: [
        { heading: 'Parties', entries: written.map((value) => ({ type: 'line', label: 'Name', value })) },
      ],
    };
    const script = `
      const { renderPlatformDocumentPdf } = await import(${JSON.stringify(pathToFileURL(join(out, 'index.mjs')).href)});
      const bytes = await renderPlatformDocumentPdf(${JSON.stringify(content)}, {
        title: 't', author: 'a', subject: 's', createdAt: new Date(0),
      });
      process.stdout.write('\\n' + Buffer.from(bytes).toString('base64'));
    `;
    const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: out,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const bytes = new Uint8Array(Buffer.from(stdout.slice(stdout.lastIndexOf('\n') + 1), 'base64'));
    const { text } = await extractText(bytes, { mergePages: true });
    for (const value of written) expect(text).toContain(value);
  });
});
