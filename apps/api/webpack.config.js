const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('path');

module.exports = {
  output: {
    path: join(__dirname, '../../dist/apps/api'),
    clean: true,
    ...(process.env.NODE_ENV !== 'production' && {
      devtoolModuleFilenameTemplate: '[absolute-resource-path]',
    }),
  },
  plugins: [
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      // `npm run migrate`: the schema migrations as a step of their own.
      // `npx nx run api:openapi`: writes the committed contracts, apps/api/openapi.json and openapi.v1.json.
      additionalEntryPoints: [
        { entryName: 'migrate', entryPath: './src/migrate.ts' },
        { entryName: 'openapi', entryPath: './src/write-openapi.ts' },
      ],
      tsConfig: './tsconfig.app.json',
      optimization: false,
      outputHashing: 'none',
      generatePackageJson: true,
      sourceMap: true,
    }),
  ],
};
