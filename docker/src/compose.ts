import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parse } from 'yaml';

export const root = join(__dirname, '../..');
export const dockerDir = join(root, 'docker');
export const JWT_SECRET = 'x'.repeat(40);

export interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: { target: number; published?: number | string }[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: (string | { source: string; target: string })[];
}

/** The compose file as `docker-compose config` resolves it: the compose schema and variable interpolation. */
export function resolvedCompose(): { services: Record<string, ComposeService> } {
  const output = execFileSync('docker-compose', ['-f', join(dockerDir, 'docker-compose.yml'), 'config'], {
    env: { PATH: process.env['PATH'], JWT_SECRET },
    encoding: 'utf8',
  });
  return parse(output);
}
