import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR } from '../domain/two-factor-policy';

const SEAL_VERSION = 'v1';

/**
 * TOTP secrets: new ones, the otpauth:// URL an authenticator app scans, the time step a code
 * belongs to, and sealing for storage (AES-256-GCM with a key derived from JWT_SECRET), so that a
 * dump of the database alone does not give anyone the codes. Changing JWT_SECRET therefore turns
 * every account's authenticator off the server's reach: recovery codes still work then.
 */
@Injectable()
export class TotpSecrets {
  private readonly sealKey: Buffer;
  /** Recovery codes and device tokens are hashed with it: a dump alone cannot test guesses. */
  private readonly hashKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sealKey = createHmac('sha256', config.jwtSecret).update('totp-secret-seal').digest();
    this.hashKey = createHmac('sha256', config.jwtSecret).update('two-factor-hash').digest();
  }

  /** A new secret in base32 (160 bits, as RFC 4226 recommends). */
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  otpauthUrl(secret: string, accountName: string): string {
    return this.totp(secret, accountName).toString();
  }

  /** The time step whose code `code` is, within ±TWO_FACTOR.window steps of now; null when none. */
  stepOf(secret: string, code: string, now = Date.now()): number | null {
    const totp = this.totp(secret);
    const delta = totp.validate({ token: code, timestamp: now, window: TWO_FACTOR.window });
    return delta === null ? null : totp.counter({ timestamp: now }) + delta;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [SEAL_VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
  }

  open(sealed: string): string {
    const [, iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }

  hash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }

  private totp(secret: string, label = ''): TOTP {
    return new TOTP({
      issuer: TWO_FACTOR.issuer,
      label,
      secret: Secret.fromBase32(secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
  }
}
