import { Migration } from '@mikro-orm/migrations';

/**
 * The custom domain a code was created on (null: LiveQR's own host). No foreign key: the domains
 * context owns custom_domains, and a removed domain's id must stay on its codes, which then answer
 * "no longer available" instead of falling back to another host. The hostname is kept beside it:
 * a domain's hostname never changes, and it is what the printed code encodes.
 */
export class Migration20261129140000CodeDomains extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table qr_codes add column domain_id uuid null, add column domain_hostname varchar(253) null');
    // Counting a domain's codes before it is disabled or removed.
    this.addSql('create index qr_codes_domain_id_index on qr_codes (domain_id) where domain_id is not null');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists qr_codes_domain_id_index');
    this.addSql('alter table qr_codes drop column if exists domain_id, drop column if exists domain_hostname');
  }
}
