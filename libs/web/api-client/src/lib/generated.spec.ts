import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../../../..');
const GENERATED_DIR = 'libs/web/api-client/src/generated';
const GENERATED_FILES = ['openapi.ts', 'openapi.v1.ts'];

describe('the generated API types', () => {
  it('are what the generator makes of the committed contracts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveqr-api-client-'));
    try {
      execFileSync(process.execPath, ['tools/openapi/generate-client.mjs', '--output', dir], {
        cwd: workspaceRoot,
        stdio: 'pipe',
      });
      const stale = GENERATED_FILES.filter(
        (file) =>
          readFileSync(join(dir, file), 'utf8') !== readFileSync(join(workspaceRoot, GENERATED_DIR, file), 'utf8'),
      );
      expect(
        stale.length
          ? `${stale.join(', ')} in ${GENERATED_DIR} stale: run \`npx nx run web-api-client:generate\` and commit`
          : 'up to date',
      ).toBe('up to date');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
