import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
// Types the request's `cookies`, which @fastify/cookie parses (registered by the app).
import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';

/** How long a visitor let through a code's password or scan limit may open its page and files again. */
export const CODE_PASS_TTL_SECONDS = 12 * 60 * 60;
const COOKIE_PREFIX = 'lqr_pass_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The proof that a visitor passed a code's gate on the scan path (its password, its scan limit):
 * a cookie per code, `{expiry}.{HMAC(code id, expiry)}` under a key derived from the server secret,
 * so the code's landing page, public data, vCard and uploaded files can be served to them, and to
 * nobody else, without a lookup. Same origin, so the page's files load with it.
 */
@Injectable()
export class CodePasses {
  /** A KeyObject, not bytes: createHmac would import raw bytes again on every check. */
  private readonly key: KeyObject;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(createHmac('sha256', config.jwtSecret).update('liveqr code pass').digest());
    this.secure = config.publicUrl.startsWith('https://');
  }

  /** A `Set-Cookie` value granting the pass of one code until `now` plus the pass's lifetime. */
  setCookie(qrCodeId: string, now = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + CODE_PASS_TTL_SECONDS;
    return [
      `${COOKIE_PREFIX}${qrCodeId}=${expires}.${this.sign(qrCodeId, expires)}`,
      'Path=/',
      `Max-Age=${CODE_PASS_TTL_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The codes whose valid, unexpired pass the request's cookies hold. */
  passedCodes(request: FastifyRequest, now = new Date()): Set<string> {
    const passed = new Set<string>();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    for (const [name, value] of Object.entries(request.cookies ?? {})) {
      if (!name.startsWith(COOKIE_PREFIX) || value === undefined) continue;
      const qrCodeId = name.slice(COOKIE_PREFIX.length);
      if (UUID.test(qrCodeId) && this.verifies(qrCodeId, value, nowSeconds)) passed.add(qrCodeId);
    }
    return passed;
  }

  private verifies(qrCodeId: string, value: string, nowSeconds: number): boolean {
    const [expiresText, signature, ...rest] = value.split('.');
    const expires = Number(expiresText);
    if (rest.length > 0 || signature === undefined || !Number.isSafeInteger(expires) || expires <= nowSeconds) {
      return false;
    }
    const expected = Buffer.from(this.sign(qrCodeId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(qrCodeId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${qrCodeId}\n${expires}`).digest('base64url');
  }
}
