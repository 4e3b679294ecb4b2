import { loadConfig, migrateDownOne, migrateUp, migrationStatus, ormOptions } from '@liveqr/api/platform';
import { MikroORM } from '@mikro-orm/postgresql';
import { startDatabaseFor } from './app/database';
import { SCHEMA_MIGRATIONS } from './app/schema-migrations';

const COMMANDS = ['up', 'status', 'down'] as const;
const USAGE = `Usage: npm run migrate [-- ${COMMANDS.join(' | ')}]`;

/** `npm run migrate`: the schema migrations on their own, for deployments that run them as a step. */
async function main(command = 'up'): Promise<void> {
  if (!COMMANDS.some((known) => known === command)) throw new Error(`Unknown command "${command}". ${USAGE}`);
  const config = loadConfig();
  const embedded = await startDatabaseFor(config);
  const databaseUrl = config.database.url as string;
  const orm = await MikroORM.init(ormOptions(databaseUrl, SCHEMA_MIGRATIONS, print));
  try {
    if (command === 'status') {
      const { executed, pending, unknown } = await migrationStatus(orm);
      print(`executed: ${executed.length}${unknown.length ? ` (unknown to this version: ${unknown.join(', ')})` : ''}`);
      print(pending.length ? `pending: ${pending.join(', ')}` : 'pending: none');
    } else if (command === 'down') {
      const reverted = await migrateDownOne(orm, databaseUrl);
      print(reverted ? `reverted: ${reverted}` : 'nothing to revert');
    } else {
      const applied = await migrateUp(orm, databaseUrl);
      print(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
    }
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
