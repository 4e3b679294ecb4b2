import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

const workspaceRoot = join(__dirname, '../../../../..');
const GENERATED = 'libs/web/api-client/src/generated/openapi.ts';

describe('the generated API types', () => {
  it('are what the generator makes of the committed contract', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveqr-api-client-'));
    try {
      const output = join(dir, 'openapi.ts');
      execFileSync(
        process.execPath,
        [
          join(workspaceRoot, 'node_modules/openapi-typescript/bin/cli.js'),
          'apps/api/openapi.json',
          '--output',
          output,
        ],
        { cwd: workspaceRoot, stdio: 'pipe' },
      );
      const file = join(workspaceRoot, GENERATED);
      const fresh = await format(readFileSync(output, 'utf8'), { ...(await resolveConfig(file)), filepath: file });
      const stale = fresh !== readFileSync(file, 'utf8');
      expect(
        stale ? `${GENERATED} is stale: run \`npx nx run web-api-client:generate\` and commit it` : 'up to date',
      ).toBe('up to date');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
