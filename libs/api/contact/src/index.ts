import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121110000_contact } from './infrastructure/migrations/Migration20261121110000_contact';

export * from './contact.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const contactMigrations: MigrationObject[] = [
  { name: 'Migration20261121110000_contact', class: Migration20261121110000_contact },
];
