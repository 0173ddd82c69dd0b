// One lint setup for the whole workspace.
import js from '@eslint/js';
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
 * Module boundaries. A functions domain imports only itself and `functions/src/platform/` (shared code
 * moves there); a frontend (shell or remote) imports no other frontend: they meet at runtime through
 * Module Federation and share code through `packages/`.
 */
const boundaries = {
  rules: {
    'module-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = owner(relative(root, context.filename));
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const path = target(context, source);
          const to = path && owner(path);
          if (!to || to === from || to === 'functions:platform') return;
          context.report({
            node: node.source,
            message: from.startsWith('functions:')
              ? `${from.slice(10)} may not import ${to.slice(10)}'s internals; move shared code to functions/src/platform/.`
              : `${from} may not import from ${to}: frontends share code through packages/.`,
          });
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
    // Known crossing, to be moved to functions/src/platform/ (the account repository's reads of
    // registrations, documents and banking, which the admin user screen uses).
    files: ['functions/src/admin/handlers/get-user.ts'],
    rules: { 'boundaries/module-boundaries': 'off' },
  },
  {
    // The documented crossing of accepting an inquiry: the deals domain builds the opening of a deal
    // (record, members, audit event) as transaction items, the marketplace commits them with the
    // inquiry and the item in one transaction.
    files: ['functions/src/marketplace/use-cases/inquiries.ts'],
    rules: { 'boundaries/module-boundaries': 'off' },
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
