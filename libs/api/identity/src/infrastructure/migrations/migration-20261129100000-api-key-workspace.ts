import { Migration } from '@mikro-orm/migrations';

/**
 * A key belongs to one workspace. Every key made so far acted on its creator's account, which is
 * now their personal workspace, whose id is their user id: so each keeps working as it did.
 */
export class Migration20261129100000ApiKeyWorkspace extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table api_keys add column workspace_id uuid null');
    this.addSql('update api_keys set workspace_id = user_id');
    this.addSql('alter table api_keys alter column workspace_id set not null');
    this.addSql('create index api_keys_workspace_id_index on api_keys (workspace_id, created_at desc)');
  }

  override async down(): Promise<void> {
    this.addSql('alter table api_keys drop column workspace_id');
  }
}
