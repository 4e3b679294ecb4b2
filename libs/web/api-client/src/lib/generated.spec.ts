import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../../../..');
const GENERATED = 'libs/web/api-client/src/generated/openapi.ts';

describe('the generated API types', () => {
  it('are what the generator makes of the committed contract', () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveqr-api-client-'));
    try {
      const fresh = join(dir, 'openapi.ts');
      execFileSync(process.execPath, ['tools/openapi/generate-client.mjs', '--output', fresh], {
        cwd: workspaceRoot,
        stdio: 'pipe',
      });
      const stale = readFileSync(fresh, 'utf8') !== readFileSync(join(workspaceRoot, GENERATED), 'utf8');
      expect(
        stale ? `${GENERATED} is stale: run \`npx nx run web-api-client:generate\` and commit it` : 'up to date',
      ).toBe('up to date');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
