import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AccountEventType, SignInMethod } from '@liveqr/shared/contracts';

/**
 * One line of the account's recent activity. The client is kept as the browser, system and
 * approximate place the request came from, never as its IP address.
 */
const AccountEventSchema = defineEntity({
  name: 'AccountEvent',
  tableName: 'account_events',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    type: p.string().$type<AccountEventType>(),
    occurredAt: p.datetime(),
    method: p.string().$type<SignInMethod>().nullable(),
    browser: p.string().nullable(),
    operatingSystem: p.string().nullable(),
    city: p.string().nullable(),
    country: p.string().nullable(),
  },
});

export class AccountEvent extends AccountEventSchema.class {
  toView() {
    return {
      type: this.type,
      occurredAt: this.occurredAt.toISOString(),
      method: this.method ?? null,
      browser: this.browser ?? null,
      operatingSystem: this.operatingSystem ?? null,
      city: this.city ?? null,
      country: this.country ?? null,
    };
  }
}
AccountEventSchema.setClass(AccountEvent);

/** One line of "Recent activity": when, how and from where, as far as the server could tell. No IP address. */
export type AccountEventView = ReturnType<AccountEvent['toView']>;
