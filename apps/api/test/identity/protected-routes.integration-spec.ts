import { IS_PUBLIC } from '@liveqr/api/platform';
import { RequestMethod, VERSION_NEUTRAL } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, VERSION_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { HTTPMethods } from 'fastify';
import { startTestServer, type TestServer } from '../support/test-server';

/** Every route of every controller that is not marked @Public(), as method and URL (the first version it is served at). */
function protectedRoutes(server: TestServer): { method: HTTPMethods; url: string }[] {
  const routes: { method: HTTPMethods; url: string }[] = [];
  for (const module of server.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
      const [version] = [Reflect.getMetadata(VERSION_METADATA, controller) ?? VERSION_NEUTRAL].flat();
      const prefix = version === VERSION_NEUTRAL ? 'api' : `api/v${String(version)}`;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (name === 'constructor' || classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true) continue;
        const path = [base, String(Reflect.getMetadata(PATH_METADATA, handler))]
          .filter((part) => part && part !== '/')
          .join('/')
          .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] as HTTPMethods;
        routes.push({ method, url: `/${prefix}/${path}` });
      }
    }
  }
  return routes;
}

describe('protected routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('finds the identity routes among the protected ones', () => {
    expect(protectedRoutes(server)).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/auth/session' },
        { method: 'GET', url: '/api/profile' },
        { method: 'PUT', url: '/api/profile' },
        { method: 'DELETE', url: '/api/account' },
        { method: 'POST', url: '/api/auth/password/change' },
      ]),
    );
  });

  it('answers 401 on every protected route without a session', async () => {
    for (const route of protectedRoutes(server)) {
      const response = await server.inject({ ...route, payload: {} });
      expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: 401 });
    }
  });
});
