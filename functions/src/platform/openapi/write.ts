/**
 * Writes the OpenAPI document at build (`functions/dist/openapi.json`), the same document the API serves.
 *   tsx functions/src/platform/openapi/write.ts [out-file]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allDomains } from '../../routes';
import { buildOpenApiDocument } from './document';

const out = resolve(
  process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../dist/openapi.json'),
);
const document = buildOpenApiDocument(allDomains);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI: ${Object.keys(document.paths ?? {}).length} paths -> ${out}`);
