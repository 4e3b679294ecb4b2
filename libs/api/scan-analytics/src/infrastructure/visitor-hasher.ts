import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';

/**
 * The stored stand-in for a client IP: an HMAC under a key derived from the server secret, scoped
 * to the code, so the same visitor cannot be followed from one code to another and the hash
 * cannot be reversed by trying every IPv4 address without the secret.
 */
@Injectable()
export class VisitorHasher {
  /** A KeyObject, not bytes: createHmac would import raw bytes again on every scan (about 10x the hash). */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(createHmac('sha256', config.jwtSecret).update('liveqr scan ip hash').digest());
  }

  hash(qrCodeId: string, ip: string): string {
    return createHmac('sha256', this.key).update(`${qrCodeId}\n${ip}`).digest('hex');
  }
}
