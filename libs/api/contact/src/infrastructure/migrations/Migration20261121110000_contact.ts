import { Migration } from '@mikro-orm/migrations';

export class Migration20261121110000_contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_messages" (
      "id" uuid not null primary key,
      "name" varchar(200) not null,
      "email" varchar(254) not null,
      "message" text not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "contact_messages";');
  }
}
