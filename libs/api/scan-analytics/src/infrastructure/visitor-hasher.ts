import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';

/**
 * The stored stand-in for a client IP: an HMAC under a key derived from the server secret, scoped
 * to the code, so the same visitor cannot be followed from one code to another and the hash
 * cannot be reversed by trying every IPv4 address without the secret.
 */
@Injectable()
export class VisitorHasher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('liveqr scan ip hash').digest();
  }

  hash(qrCodeId: string, ip: string): string {
    return createHmac('sha256', this.key).update(`${qrCodeId}\n${ip}`).digest('hex');
  }
}
