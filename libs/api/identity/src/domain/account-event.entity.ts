import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AccountEventType, AccountEventView, SignInMethod } from '@liveqr/shared/contracts';

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
  toView(): AccountEventView {
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
