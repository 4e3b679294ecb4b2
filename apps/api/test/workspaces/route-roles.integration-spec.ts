import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ACCESS_RULE, type AccessRule, IS_PUBLIC } from '@liveqr/api/platform';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@liveqr/shared/contracts';
import { RequestMethod, VERSION_NEUTRAL } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, VERSION_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember } from './support/workspaces';

interface Route {
  method: string;
  path: string;
  rule: AccessRule | undefined;
  isPublic: boolean;
}

const joined = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every route the server serves, from its controllers' metadata: each version, method, path and access rule. */
function routesOf(server: TestServer): Route[] {
  const routes: Route[] = [];
  for (const module of server.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const controllerPaths = [Reflect.getMetadata(PATH_METADATA, metatype) as string | string[]].flat();
      const versions = [Reflect.getMetadata(VERSION_METADATA, metatype) ?? VERSION_NEUTRAL].flat();
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler = metatype.prototype[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (name === 'constructor' || method === undefined) continue;
        const rule = (Reflect.getMetadata(ACCESS_RULE, handler) ?? Reflect.getMetadata(ACCESS_RULE, metatype)) as
          AccessRule | undefined;
        const isPublic = (Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, metatype)) === true;
        for (const controllerPath of controllerPaths) {
          for (const methodPath of [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()) {
            for (const version of versions) {
              const prefix = version === VERSION_NEUTRAL ? 'api' : `api/v${String(version)}`;
              routes.push({
                method: RequestMethod[method],
                path: joined(prefix, controllerPath, methodPath),
                rule,
                isPublic,
              });
            }
          }
        }
      }
    }
  }
  return routes;
}

describe('the role rule of every route', () => {
  let server: TestServer;
  let routes: Route[];
  const members = {} as Record<WorkspaceRole, QrUser>;
  let team: string;

  /** A team with one member in each role: the shared one, or a fresh one for a route that may delete it. */
  const aTeam = async () => {
    const id = randomUUID();
    await server.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`insert into workspaces (id, name, personal, created_at) values (?, 'Roles', false, now())`, [id]);
    for (const role of WORKSPACE_ROLES) await addMember(server, id, members[role], role);
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    routes = routesOf(server);
    members.owner = await aUser(server, { verified: true });
    for (const role of ['viewer', 'editor', 'admin'] as const) {
      members[role] = await aUser(server, { subscribed: false, verified: true });
    }
    team = await aTeam();
  });
  afterAll(() => server.close());

  it('finds the whole contract', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'PATCH', path: '/api/v1/qr-codes/:id' }));
  });

  it('declares a rule on every route that is not public', () => {
    const missing = routes.filter((route) => !route.isPublic && !route.rule).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('refuses each role below a route’s rule, and lets the rule’s own role through the guard', async () => {
    const checked: string[] = [];
    for (const route of routes) {
      if (route.rule?.on !== 'workspace' || route.method === 'ALL') continue;
      const fromPath = route.rule.workspaceFrom === 'path';
      for (const role of WORKSPACE_ROLES) {
        const workspace = fromPath ? await aTeam() : team;
        const url = route.path.replace(/:(\w+)/g, (_match, name: string) =>
          name === 'id' && fromPath
            ? workspace
            : // A member route names the caller: removing oneself (leaving) is every role's right.
              name === 'userId'
              ? members[role].id
              : '00000000-0000-4000-8000-000000000000',
        );
        const response = await server.inject({
          method: route.method as 'GET',
          url,
          cookies: members[role].cookies,
          headers: { 'liveqr-workspace': workspace },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const below = WORKSPACE_ROLES.indexOf(role) < WORKSPACE_ROLES.indexOf(route.rule.role);
        const refusedForRole = response.statusCode === 403 && response.body.includes('WORKSPACE_ROLE_TOO_LOW');
        const seen = `${route.method} ${route.path} as ${role}: ${refusedForRole ? 'refused' : 'through'}`;
        checked.push(seen);
        expect(`${seen} (${response.statusCode} ${response.body.slice(0, 120)})`).toMatch(
          `${route.method} ${route.path} as ${role}: ${below ? 'refused' : 'through'} (`,
        );
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    expect(checked.length).toBeGreaterThan(200);
  });
});
