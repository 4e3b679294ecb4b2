// @ts-check
const { readdirSync } = require('node:fs');
const { dirname, join } = require('node:path');

/**
 * Gives every project a `typecheck` target: `tsgo --noEmit` over each of its TypeScript configs
 * (app or lib, and spec), or over its tsconfig.json when it has no others. Tests run through swc
 * and babel, which drop types, so this is where type errors in code and tests are caught.
 * tsgo is TypeScript's native compiler (the same checker as `tsc`): it checks all of them in less
 * than half the CPU time, which CI's time limit needs. `tsc` stays for everything else.
 *
 * @type {import('@nx/devkit').CreateNodesV2}
 */
module.exports.createNodesV2 = [
  '**/project.json',
  (projectFiles, _options, context) =>
    projectFiles.map((projectFile) => {
      const root = dirname(projectFile);
      const configs = readdirSync(join(context.workspaceRoot, root)).filter((name) =>
        /^tsconfig\..+\.json$/.test(name),
      );
      const checked = configs.length > 0 ? configs : ['tsconfig.json'];
      return [
        projectFile,
        {
          projects: {
            [root]: {
              targets: {
                typecheck: {
                  executor: 'nx:run-commands',
                  cache: true,
                  inputs: ['default', '^default', { externalDependencies: ['@typescript/native-preview'] }],
                  options: {
                    commands: checked.map((config) => `tsgo -p ${join(root, config)} --noEmit`),
                    parallel: false,
                  },
                },
              },
            },
          },
        },
      ];
    }),
];
