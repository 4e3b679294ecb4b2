import nx from '@nx/eslint-plugin';

/**
 * Module boundaries on three axes (CONVENTIONS.md): scope (which context or app),
 * type (what layer) and platform (node or web). Contexts never import each other;
 * node and web code never mix; only the API's composition root sees every context.
 */
const scopes = [
  'identity',
  'qr-catalog',
  'scan-analytics',
  'billing',
  'contact',
  'trust',
  'webhooks',
  'shell',
  'dashboard',
  'creator',
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
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', ...scopes.map((s) => `scope:${s}`)] },
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
