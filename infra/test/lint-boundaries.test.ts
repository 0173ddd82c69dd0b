import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The workspace's lint rules for module boundaries, run on code placed at paths in the tree. */
const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('keeps the AWS SDK in data/ repositories and adapters/', async () => {
    const code =
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const c = DynamoDBClient;\n";
    expect(await problems('functions/src/account/domain/x.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*data\/ repository or an adapters\/ module/),
    ]);
    expect(await problems('functions/src/account/handlers/x.ts', code)).toHaveLength(1);
    expect(await problems('mf-admin/src/x.ts', code)).toHaveLength(1);
    expect(await problems('functions/src/account/data/x.ts', code)).toEqual([]);
    expect(await problems('functions/src/platform/adapters/x.ts', code)).toEqual([]);
    expect(await problems('infra/local/x.ts', code)).toEqual([]);
    expect(await problems('bench/src/x.ts', code)).toEqual([]);
  });

  it("refuses one functions domain importing another's internals; platform is shared", async () => {
    const code = "import { a } from '../../admin/data/admin-repository';\nexport const b = a;\n";
    expect(await problems('functions/src/account/handlers/x.ts', code)).toEqual([
      "boundaries/module-boundaries: account may not import admin's internals; move shared code to functions/src/platform/.",
    ]);
    const platform = "import { a } from '../../platform/data/keys';\nexport const b = a;\n";
    expect(await problems('functions/src/account/handlers/x.ts', platform)).toEqual([]);
    const own = "import { a } from '../data/account-repository';\nexport const b = a;\n";
    expect(await problems('functions/src/account/handlers/x.ts', own)).toEqual([]);
  });

  it('refuses imports between frontends (remotes and the shell)', async () => {
    const remote = "import { a } from '../../mf-account/src/lib/format';\nexport const b = a;\n";
    expect(await problems('mf-admin/src/x.ts', remote)).toEqual([
      'boundaries/module-boundaries: mf-admin may not import from mf-account: frontends share code through packages/.',
    ]);
    const shell = "import { a } from '@portal/shell/src/routes/guard';\nexport const b = a;\n";
    expect(await problems('mf-auth/src/x.ts', shell)).toHaveLength(1);
    const fromShell = "import { a } from '../../mf-admin/src/lib/csv';\nexport const b = a;\n";
    expect(await problems('shell/src/x.ts', fromShell)).toHaveLength(1);
    const shared = "import { a } from '@portal/ui/Button';\nexport const b = a;\n";
    expect(await problems('mf-admin/src/x.ts', shared)).toEqual([]);
  });

  it("applies React's rules of hooks to the frontends", async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function C({ on }: { on: boolean }) {',
      '  const [v, setV] = useState(0);',
      '  if (on) useEffect(() => setV(v + 1), []);',
      '  return v;',
      '}',
      '',
    ].join('\n');
    const found = await problems('mf-admin/src/x.tsx', code);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^react-hooks\/rules-of-hooks:/),
        expect.stringMatching(/^react-hooks\/exhaustive-deps:/),
      ]),
    );
  });
});
