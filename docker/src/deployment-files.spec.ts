import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES, loadConfig } from '@liveqr/api/platform';
import { Copy, DockerfileParser, Env, type Instruction } from 'dockerfile-ast';
import { dockerDir, JWT_SECRET, resolvedCompose, root } from './compose';

/**
 * No Docker engine runs where these tests run, so the deployment files are checked statically:
 * the compose file by `docker-compose config` (the compose schema and variable interpolation) and
 * by what LiveQR needs of it, the Dockerfile by its instructions.
 */

describe('docker-compose.yml', () => {
  const { services } = resolvedCompose();

  it('runs two replicas behind a reverse proxy, on one PostgreSQL and one Redis, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'caddy', 'migrate', 'postgres', 'proxy', 'redis']);
    expect(services['app'].deploy?.replicas).toBe(2);
    for (const name of ['app', 'proxy', 'caddy', 'postgres', 'redis'])
      expect(services[name].healthcheck?.test).toBeDefined();
    expect(services['app'].healthcheck?.test.join(' ')).toContain('/api/health/ready');
  });

  it('migrates once, before any replica starts, and replicas refuse a schema they do not know', () => {
    expect(services['migrate'].command).toEqual(['node', 'dist/apps/api/migrate.js', 'up']);
    expect(services['app'].depends_on?.['migrate']).toEqual({ condition: 'service_completed_successfully' });
    expect(services['app'].environment?.['RUN_MIGRATIONS']).toBe('false');
    expect(services['migrate'].image).toBe(services['app'].image);
  });

  it('gives the replicas a configuration LiveQR accepts, naming only variables it reads', () => {
    for (const name of ['app', 'migrate']) {
      const environment = services[name].environment ?? {};
      expect(Object.keys(environment).filter((variable) => !CONFIG_VARIABLES.includes(variable))).toEqual([]);
      const config = loadConfig(environment, '/app');
      expect(config).toMatchObject({ isProduction: true, trustProxy: 1, redisUrl: 'redis://redis:6379' });
      expect(config.database.url).toMatch(/@postgres:5432\//);
    }
  });

  it('refuses to be configured without a JWT secret', () => {
    expect(() =>
      execFileSync('docker-compose', ['-f', join(dockerDir, 'docker-compose.yml'), 'config', '-q'], {
        env: { PATH: process.env['PATH'] },
        stdio: 'pipe',
      }),
    ).toThrow(/JWT_SECRET/);
  });

  it('points the proxy at the replicas, passing on the address it saw instead of the one a client sent', () => {
    const mounted = services['proxy'].volumes?.map((volume) => (typeof volume === 'string' ? volume : volume.source));
    expect(mounted).toContain(`${join(dockerDir, 'nginx.conf')}:/etc/nginx/conf.d/default.conf:ro`);
    const nginx = readFileSync(join(dockerDir, 'nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server app:3000/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toMatch(/\$proxy_add_x_forwarded_for/);
  });

  it('publishes the proxies alone: the replicas, their one trusted hop and their internal listener are out of reach', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name).sort()).toEqual(['caddy', 'proxy']);
    expect(services['proxy'].ports?.map((port) => port.target)).toEqual([80]);
    expect(services['caddy'].ports?.map((port) => port.target)).toEqual([80, 443]);
    // On the compose network only, where Caddy asks before it gets a custom domain's certificate.
    expect(loadConfig(services['app'].environment ?? {}, '/app').metrics).toEqual({ host: '0.0.0.0', port: 9464 });
  });

  it('puts Caddy in front for HTTPS: the shipped Caddyfile, its ask at a replica’s internal listener, certificates kept', () => {
    const mounted = services['caddy'].volumes?.map((volume) =>
      typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`,
    );
    expect(mounted).toEqual(
      expect.arrayContaining([`${join(dockerDir, 'Caddyfile')}:/etc/caddy/Caddyfile:ro`, 'caddy-data:/data:rw']),
    );
    const caddyfile = readFileSync(join(dockerDir, 'Caddyfile'), 'utf8');
    const { port } = loadConfig(services['app'].environment ?? {}, '/app').metrics ?? { port: 0 };
    expect(caddyfile).toContain(`ask http://app:${port}/tls/ask`);
    expect(caddyfile).toMatch(/root \/data\//);
    expect(services['caddy'].depends_on?.['app']).toEqual({ condition: 'service_healthy' });
  });
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(readFileSync(join(dockerDir, 'Dockerfile'), 'utf8'));
  const stages = dockerfile.getFROMs().map((from) => from.getBuildStage());
  const instructions = dockerfile.getInstructions();
  const runtimeStart = instructions.indexOf(dockerfile.getFROMs().at(-1) as Instruction);
  const runtime = instructions.slice(runtimeStart);
  const args = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue());

  it('builds in stages and ends in a slim Node 24 runtime', () => {
    expect(stages).toEqual(['build', 'runtime-dependencies', 'runtime']);
    expect(dockerfile.getFROMs().at(-1)?.getImageName()).toBe('node');
    expect(dockerfile.getFROMs().at(-1)?.getImageTag()).toMatch(/^24-.*slim$/);
  });

  it('runs as a user that is not root', () => {
    const users = runtime.filter((instruction) => instruction.getKeyword() === 'USER').map((user) => args(user)[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users.at(-1));
  });

  it('installs only runtime dependencies into the image', () => {
    const installs = instructions.filter(
      (instruction) => instruction.getKeyword() === 'RUN' && args(instruction).join(' ').includes('npm install'),
    );
    const dependenciesStage = installs.filter((install) => args(install).includes('--omit=dev'));
    expect(dependenciesStage).toHaveLength(1);
    // The runtime stage itself installs nothing: it copies the pruned node_modules.
    expect(runtime.some((instruction) => instruction.getKeyword() === 'RUN' && args(instruction).includes('npm'))).toBe(
      false,
    );
  });

  it('copies files that exist from the build context', () => {
    const fromContext = instructions.filter(
      (instruction): instruction is Copy =>
        instruction instanceof Copy && !instruction.getFlags().some((flag) => flag.getName() === 'from'),
    );
    expect(fromContext.length).toBeGreaterThan(0);
    for (const copy of fromContext) {
      const sources = args(copy).slice(0, -1);
      for (const source of sources)
        if (source !== '.') expect([source, existsSync(join(root, source))]).toEqual([source, true]);
    }
  });

  it('checks readiness and starts the server as its main process', () => {
    const healthcheck = runtime.find((instruction) => instruction.getKeyword() === 'HEALTHCHECK');
    expect(healthcheck && args(healthcheck).join(' ')).toContain('/api/health/ready');
    const cmd = runtime.find((instruction) => instruction.getKeyword() === 'CMD');
    expect(cmd && args(cmd).join(' ')).toBe('["node", "dist/apps/api/main.js"]');
  });

  it('keeps the metrics listener on 127.0.0.1 and does not offer its port', () => {
    const environment = Object.fromEntries(
      runtime
        .filter((instruction): instruction is Env => instruction instanceof Env)
        .flatMap((env) => env.getProperties().map((property) => [property.getName(), property.getValue() ?? ''])),
    );
    const config = loadConfig({ ...environment, JWT_SECRET }, '/app');
    expect(config.metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    const exposed = runtime.filter((instruction) => instruction.getKeyword() === 'EXPOSE').flatMap(args);
    expect(exposed).toEqual(['3000']);
  });

  it('leaves local state, builds and dependencies out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.data', '.git', 'tmp']));
  });
});
