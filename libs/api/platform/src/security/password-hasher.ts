import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

/** argon2id, for account passwords (identity) and code passwords (qr-catalog, the scan path) alike. */
@Injectable()
export class PasswordHasher {
  /** A hash of nothing anyone knows, made once, for the checks that must cost what a real one costs. */
  private readonly nobodysHash = hash(`nobody-${Math.random()}`, { type: argon2id });

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id });
  }

  /** False for a wrong password and for accounts without one (Google only), in the time a real check takes. */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await verify(passwordHash ?? (await this.nobodysHash), password);
    return Boolean(passwordHash) && matches;
  }
}
