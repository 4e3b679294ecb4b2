import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { CODE_PASS_TTL_SECONDS, CodePasses } from './code-passes';

const CODE = '7d3f2c1e-5b8a-4c6d-9e0f-1a2b3c4d5e6f';
const OTHER_CODE = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
const NOW = new Date('2026-11-28T12:00:00Z');

const passes = (jwtSecret = 'server secret', publicUrl = 'https://liveqr.test') =>
  new CodePasses({ jwtSecret, publicUrl } as AppConfig);

/** The request a browser sends back with the cookie a `Set-Cookie` value set. */
function sentBack(setCookie: string, rename?: (name: string) => string): FastifyRequest {
  const [name, value] = setCookie.split(';')[0].split('=');
  return { cookies: { [rename ? rename(name) : name]: value } } as unknown as FastifyRequest;
}

describe('CodePasses', () => {
  it('sets an httpOnly, Lax, Secure cookie for the whole site that lasts 12 hours', () => {
    const cookie = passes().setCookie(CODE, NOW);
    expect(cookie).toMatch(
      new RegExp(`^lqr_pass_${CODE}=\\d+\\.[\\w-]+; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(passes('s', 'http://localhost:3000').setCookie(CODE, NOW)).not.toContain('Secure');
  });

  it('proves the pass of its own code only, until it expires', () => {
    const request = sentBack(passes().setCookie(CODE, NOW));
    expect([...passes().passedCodes(request, NOW)]).toEqual([CODE]);
    const later = new Date(NOW.getTime() + (CODE_PASS_TTL_SECONDS - 1) * 1000);
    expect(passes().passedCodes(request, later).has(CODE)).toBe(true);
    const expired = new Date(NOW.getTime() + CODE_PASS_TTL_SECONDS * 1000);
    expect(passes().passedCodes(request, expired).size).toBe(0);
    const moved = sentBack(passes().setCookie(CODE, NOW), () => `lqr_pass_${OTHER_CODE}`);
    expect(passes().passedCodes(moved, NOW).size).toBe(0);
  });

  it('refuses a pass signed with another secret, a lengthened one, and garbage', () => {
    expect(passes().passedCodes(sentBack(passes('other secret').setCookie(CODE, NOW)), NOW).size).toBe(0);
    const [expires, signature] = passes().setCookie(CODE, NOW).split(';')[0].split('=')[1].split('.');
    for (const value of [`${Number(expires) + 3600}.${signature}`, 'x', `${expires}.`, `${expires}.${signature}.x`]) {
      const request = { cookies: { [`lqr_pass_${CODE}`]: value } } as unknown as FastifyRequest;
      expect([value, passes().passedCodes(request, NOW).size]).toEqual([value, 0]);
    }
  });
});
