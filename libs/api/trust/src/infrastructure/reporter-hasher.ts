import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { APP_CONFIG, type AppConfig, clientNetworkOf } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';

/**
 * Tells reporters apart without keeping their address: a keyed HMAC of the IP (an IPv6 address's
 * /64, which one subscriber holds whole), scoped to the code (the key derives from the server
 * secret, and differs from the scan path's visitor key).
 */
@Injectable()
export class ReporterHasher {
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(createHmac('sha256', config.jwtSecret).update('liveqr abuse reporter hash').digest());
  }

  hash(qrCodeId: string, ip: string): string {
    return createHmac('sha256', this.key)
      .update(`${qrCodeId}\n${clientNetworkOf(ip)}`)
      .digest('hex');
  }
}
