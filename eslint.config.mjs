import nx from '@nx/eslint-plugin';
import i18next from 'eslint-plugin-i18next';

/**
 * User-visible text comes from the catalogues (libs/web/i18n/src/locales), in every language: a
 * literal in JSX, whether text, an expression's value or an attribute people read or hear, is an
 * error. Literals that say nothing in a language pass: no letters (▲, ·), URLs and paths, keys.
 */
const USER_VISIBLE_TEXT = {
  mode: 'jsx-only',
  'jsx-attributes': {
    include: [
      'aria-(label|description|placeholder|roledescription|valuetext)',
      'alt',
      'title',
      'subtitle',
      'placeholder',
      'label',
      '\\w+Label',
      'hint',
      'message',
      'text',
    ],
  },
  words: {
    // No letter (▲, ·, 42), a URL or path, a key ('organise.bulk.tag'), an abbreviation (PNG).
    exclude: [/^[^\p{L}]*$/u, /^(\w+:\/\/|\/)\S*$/u, /^\w+(\.\w+)+$/u, /^[A-Z0-9_-]+$/u],
  },
  callees: {
    // The translation functions, under the names the apps give them (td, tCommon), and i18next's own.
    exclude: [
      't',
      'td',
      't[A-Z]\\w*',
      'i18n(ext)?',
      'i18n\\.\\w+',
      'require',
      'addEventListener',
      'removeEventListener',
      'postMessage',
      'getElementById',
      'includes',
      'indexOf',
      'startsWith',
      'endsWith',
    ],
  },
};

/**
 * Module boundaries on three axes (CONVENTIONS.md): scope (which context or app),
 * type (what layer) and platform (node or web). Contexts never import each other;
 * node and web code never mix; only the API's composition root sees every context, and the
 * pages the server writes (libs/public-pages/server: `scope:api`, `type:pages`), which read the
 * contexts' doors as the root does and which only an app may use.
 */
const scopes = [
  'identity',
  'qr-catalog',
  'scan-analytics',
  'billing',
  'contact',
  'trust',
  'webhooks',
  'workspaces',
  'domains',
  'shell',
  'dashboard',
  'creator',
  'cli',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/out-tsc', '**/tmp', '**/coverage'] },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            'dashboard/Module',
            'creator/Module',
            'billing/Module',
          ],
          depConstraints: [
            // scope
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:shared', ...scopes.map((s) => `scope:${s}`)],
            },
            ...scopes.map((scope) => ({
              sourceTag: `scope:${scope}`,
              onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
            })),
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // type
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:bounded-context',
                'type:pages',
                'type:testing',
                'type:platform',
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:contracts',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:bounded-context',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:util'],
            },
            {
              sourceTag: 'type:pages',
              onlyDependOnLibsWithTags: ['type:bounded-context', 'type:platform', 'type:contracts', 'type:util'],
            },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:contracts', 'type:util'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:contracts', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts', 'type:util'] },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: ['type:testing', 'type:platform', 'type:contracts', 'type:util'],
            },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            // platform
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node'] },
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/testing.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', USER_VISIBLE_TEXT] },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its errors; one passed where a void callback
    // is expected (an event handler, a timer) loses them too.
    files: ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
];
