import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(await problems('functions/src/account/data/x.ts', platform)).toEqual([]);
    const own = "import { a } from '../use-cases/registrations';\nexport const b = a;\n";
    expect(await problems('functions/src/account/handlers/x.ts', own)).toEqual([]);
  });

  it('allows a crossing between domains only as a named pair of files', async () => {
    const openDeal = "import { a } from '../../deals/use-cases/open-deal';\nexport const b = a;\n";
    expect(await problems('functions/src/marketplace/use-cases/inquiries.ts', openDeal)).toEqual([]);
    expect(await problems('functions/src/marketplace/use-cases/items.ts', openDeal)).toEqual([
      "boundaries/module-boundaries: marketplace may not import deals's internals; move shared code to functions/src/platform/.",
    ]);
    const other = "import { a } from '../../deals/use-cases/deal-view';\nexport const b = a;\n";
    expect(await problems('functions/src/marketplace/use-cases/inquiries.ts', other)).toHaveLength(1);
  });

  it('keeps the layers of a functions domain pointing down: handlers → use-cases → domain, data, adapters', async () => {
    const from = (path: string) => `import { a } from '${path}';\nexport const b = a;\n`;
    expect(await problems('functions/src/deals/handlers/x.ts', from('../data/deal-repository'))).toEqual([
      'boundaries/module-boundaries: handlers/ may not import data/ (allowed: handlers, use-cases, domain).',
    ]);
    expect(await problems('functions/src/deals/handlers/x.ts', from('../adapters/pdf-render'))).toHaveLength(
      1,
    );
    expect(await problems('functions/src/deals/handlers/x.ts', from('../use-cases/deal-view'))).toEqual([]);
    expect(await problems('functions/src/deals/domain/x.ts', from('../data/deal-repository'))).toEqual([
      'boundaries/module-boundaries: domain/ may not import data/ (allowed: domain).',
    ]);
    expect(await problems('functions/src/deals/domain/x.ts', from('../use-cases/deal-view'))).toHaveLength(1);
    expect(await problems('functions/src/deals/data/x.ts', from('../use-cases/deal-view'))).toHaveLength(1);
    expect(await problems('functions/src/deals/use-cases/x.ts', from('../data/deal-repository'))).toEqual([]);
    // platform modules have the same layers, one set per module
    expect(
      await problems('functions/src/platform/notifications/handlers/x.ts', from('../data/notifications')),
    ).toHaveLength(1);
    // a test reaches a layer through whatever it needs
    expect(await problems('functions/src/deals/handlers/x.test.ts', from('../data/deal-repository'))).toEqual(
      [],
    );
  });

  it('keeps a remote as pages → features → lib, with no feature importing another', async () => {
    const from = (path: string) => `import { a } from '${path}';\nexport const b = a;\n`;
    expect(
      await problems('mf-deals/src/features/deal-detail/components/x.tsx', from('../../task-panels/api')),
    ).toEqual([
      'boundaries/module-boundaries: feature deal-detail may not import feature task-panels: compose them in pages/, share code through lib/ or packages/.',
    ]);
    expect(await problems('mf-deals/src/features/deal-detail/components/x.tsx', from('../api/deal'))).toEqual(
      [],
    );
    expect(
      await problems('mf-deals/src/features/deal-detail/components/x.tsx', from('../../../lib/tones')),
    ).toEqual([]);
    expect(await problems('mf-deals/src/lib/x.ts', from('../features/deal-detail/api'))).toEqual([
      'boundaries/module-boundaries: lib/ may not import features/: pages → features → lib.',
    ]);
    expect(
      await problems('mf-deals/src/features/deal-flow/x.ts', from('../../pages/DealFlowPage')),
    ).toHaveLength(1);
    expect(
      await problems('mf-deals/src/pages/x.tsx', from('../features/deal-detail/components/View')),
    ).toEqual([]);
  });

  it('refuses import cycles', async () => {
    const dir = mkdtempSync(join(root, 'functions', 'src', 'lint-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const code = "import { b } from './b';\nexport const a = () => b;\n";
      expect(await problems(join(dir, 'a.ts').slice(root.length + 1), code)).toEqual([
        expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
      ]);
      writeFileSync(join(dir, 'b.ts'), 'export const b = () => 1;\n');
      expect(await problems(join(dir, 'a.ts').slice(root.length + 1), code)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
