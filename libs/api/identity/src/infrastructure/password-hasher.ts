import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id });
  }

  /** False for a wrong password and for accounts without one (Google only). */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) return false;
    return verify(passwordHash, password);
  }
}
