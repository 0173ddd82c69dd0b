// One lint setup for the whole workspace.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { dirname, relative, resolve } from 'node:path';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const frontends = ['shell', 'mf-auth', 'mf-account', 'mf-admin', 'mf-marketplace', 'mf-deals'];
const frontendPackages = new Map(frontends.map((dir) => [`@portal/${dir}`, dir]));

/** The workspace folder an import lands in: `functions/src/<domain>` or a frontend's folder. */
function target(context, source) {
  if (source.startsWith('.')) return relative(root, resolve(dirname(context.filename), source));
  const [scope, name] = source.split('/');
  const frontend = frontendPackages.get(`${scope}/${name}`);
  return frontend ? `${frontend}/` : undefined;
}

/** Who owns a repository path: a functions domain ('functions:admin') or a frontend ('mf-admin'). */
function owner(path) {
  const parts = path.split(/[\\/]/);
  if (parts[0] === 'functions' && parts[1] === 'src' && parts.length > 3) return `functions:${parts[2]}`;
  if (frontends.includes(parts[0])) return parts[0];
  return undefined;
}

/**
 * Imports that cross a boundary on purpose, each named exactly (importing file → imported file), so
 * that no file has a rule switched off and a new crossing is a visible change to this list.
 */
const allowedCrossings = [
  // Accepting an inquiry opens a deal in the same transaction: the deals domain builds the deal's
  // items (record, members, audit event), the marketplace commits them with the inquiry and the item.
  ['functions/src/marketplace/use-cases/inquiries.ts', 'functions/src/deals/use-cases/open-deal.ts'],
  // An account's deletion and an admin's deactivation take the user out of the marketplace: its items
  // leave and its pending inquiries are withdrawn by the marketplace's own rules (one use-case for both).
  ['functions/src/account/use-cases/delete-account.ts', 'functions/src/marketplace/use-cases/departure.ts'],
  ['functions/src/admin/use-cases/user-state.ts', 'functions/src/marketplace/use-cases/departure.ts'],
];

/** The layer a functions file sits in: the nearest of handlers/, use-cases/, domain/, data/, adapters/. */
const layers = ['handlers', 'use-cases', 'domain', 'data', 'adapters'];
function layer(path) {
  const parts = path.split(/[\\/]/);
  if (parts[0] !== 'functions' || parts[1] !== 'src') return undefined;
  for (let i = parts.length - 2; i >= 2; i--) if (layers.includes(parts[i])) return parts[i];
  return undefined;
}

/**
 * What each layer of a functions domain may import from the other layers: handlers call use-cases;
 * use-cases orchestrate domain, data and adapters; the domain is pure; repositories and adapters speak
 * to AWS and know nothing of the use-cases above them.
 */
const layerImports = {
  handlers: ['handlers', 'use-cases', 'domain'],
  'use-cases': ['use-cases', 'domain', 'data', 'adapters'],
  domain: ['domain'],
  data: ['data', 'domain'],
  adapters: ['adapters', 'domain'],
};

/** The layers of a remote: pages compose features; a feature stands alone on lib/ and packages/. */
function remotePart(path) {
  const parts = path.split(/[\\/]/);
  if (!frontends.includes(parts[0]) || parts[0] === 'shell' || parts[1] !== 'src') return undefined;
  if (parts[2] === 'features' && parts.length > 4) return { kind: 'feature', name: parts[3] };
  if (parts[2] === 'pages' || parts[2] === 'lib') return { kind: parts[2] };
  return undefined;
}

/**
 * Module boundaries. A functions domain imports only itself and `functions/src/platform/` (shared code
 * moves there); a frontend (shell or remote) imports no other frontend: they meet at runtime through
 * Module Federation and share code through `packages/`. Inside a functions domain the layers import
 * downwards only (layerImports); inside a remote, pages → features → lib, and no feature imports another.
 */
const boundaries = {
  rules: {
    'module-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = relative(root, context.filename);
        const from = owner(file);
        if (!from) return {};
        const fromLayer = layer(file);
        const fromPart = remotePart(file);
        const isTest = /\.test\.tsx?$/.test(file);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const path = target(context, source);
          if (!path) return;
          const to = owner(path);
          const allowed = allowedCrossings.some(
            ([a, b]) => a === file && path.replace(/\.tsx?$/, '') === b.replace(/\.tsx?$/, ''),
          );
          if (to && to !== from && to !== 'functions:platform' && !allowed) {
            context.report({
              node: node.source,
              message: from.startsWith('functions:')
                ? `${from.slice(10)} may not import ${to.slice(10)}'s internals; move shared code to functions/src/platform/.`
                : `${from} may not import from ${to}: frontends share code through packages/.`,
            });
            return;
          }
          // Tests exercise a layer through whatever they need; the layering is about production code.
          if (isTest) return;
          const toLayer = layer(path);
          if (fromLayer && toLayer && !layerImports[fromLayer].includes(toLayer)) {
            context.report({
              node: node.source,
              message: `${fromLayer}/ may not import ${toLayer}/ (allowed: ${layerImports[fromLayer].join(', ')}).`,
            });
          }
          const toPart = remotePart(path);
          if (fromPart && toPart) {
            const refused =
              (fromPart.kind !== 'pages' && toPart.kind === 'pages') ||
              (fromPart.kind === 'lib' && toPart.kind === 'feature') ||
              (fromPart.kind === 'feature' && toPart.kind === 'feature' && fromPart.name !== toPart.name);
            if (refused) {
              context.report({
                node: node.source,
                message:
                  fromPart.kind === 'feature' && toPart.kind === 'feature'
                    ? `feature ${fromPart.name} may not import feature ${toPart.name}: compose them in pages/, share code through lib/ or packages/.`
                    : `${fromPart.kind}/ may not import ${toPart.kind === 'feature' ? 'features' : toPart.kind}/: pages → features → lib.`,
              });
            }
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/cdk.out/**', '**/.local/**', '**/node_modules/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
      ],
      'boundaries/module-boundaries': 'error',
    },
  },
  {
    // No import cycles in product code: a cycle makes the order of module initialisation matter and
    // hides which of two modules is the lower layer. Workspace packages resolve to their sources.
    files: [
      'functions/src/**/*.ts',
      'packages/*/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Only repositories (data/) speak DynamoDB and only adapters (adapters/) speak S3 and Cognito. The
    // local stack, the bench, the CDK app and tests that inspect stored state are not functions code.
    files: ['functions/src/**', 'packages/**', 'shell/**', 'mf-*/**'],
    ignores: ['functions/src/**/data/**', 'functions/src/**/adapters/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message: 'AWS SDK calls belong in a data/ repository or an adapters/ module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/web/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
