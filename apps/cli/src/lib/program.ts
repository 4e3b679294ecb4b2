import { Command, CommanderError, Option } from 'commander';
import { login, whoami } from './account';
import * as codes from './codes';
import { resolveSettings } from './config';
import { EXIT, EXIT_CODES_HELP, failureOf } from './exit-codes';
import { importFile } from './imports';
import { mcp } from './mcp';
import { day, exportScans } from './scans';

const CODE_TYPES = [
  'website', 'pdf', 'images', 'video', 'wifi', 'menu', 'business', 'vcard',
  'mp3', 'apps', 'links', 'coupon', 'facebook', 'instagram', 'social', 'whatsapp',
] as const; // prettier-ignore

const collect = (value: string, previous: string[]) => [...previous, value];

/** The whole command tree; commander's own exits (help, usage errors) are thrown, not taken. */
export function program(): Command {
  const root = new Command('liveqr')
    .description('Manage LiveQR codes from the terminal, with an API key (/api/v1).')
    .option('--base-url <url>', 'the LiveQR server (env LIVEQR_BASE_URL; default http://localhost:3000)')
    .option('--workspace <id>', "the workspace to act on (default: the key's own)")
    .option('--json', 'print the raw JSON, for scripts')
    .configureHelp({ showGlobalOptions: true })
    .exitOverride();

  root
    .command('login')
    .description('check an API key and save it to ~/.config/liveqr/config.json (readable only by you)')
    .option('--key <key>', 'the key (default: read from stdin)')
    .action(login);

  const keys = root.command('keys').description('the API key in use');
  keys
    .command('whoami')
    .description('the key in use: its name, scopes, expiry, workspace and role, and where it was read from')
    .action(whoami);

  const code = root.command('codes').description('list, create, change and download QR codes');
  code
    .command('list')
    .description('the codes, newest first')
    .option('--folder <id|name>', 'only codes in this folder')
    .option('--tag <id|name>', 'only codes with this tag (repeat for more)', collect, [])
    .addOption(new Option('--status <status>', 'only active or inactive codes').choices(codes.CODE_STATUSES))
    .addOption(new Option('--type <type>', 'only codes of this type').choices(CODE_TYPES))
    .option('--search <text>', 'in names and destinations')
    .option('--page <n>', 'page number', codes.positiveInteger)
    .option('--limit <n>', 'codes per page (at most 100)', codes.positiveInteger)
    .action(codes.list);
  code.command('get <id>').description('one code with its content').action(codes.get);
  code
    .command('create')
    .description('a new code: --url for a website, --content JSON for any type')
    .addOption(new Option('--type <type>', 'content type').choices(CODE_TYPES).default('website'))
    .option('--url <url>', "a website code's destination")
    .option('--content <json>', 'the content as JSON, e.g. \'{"url":"https://example.com"}\'')
    .option('--name <name>', 'its name')
    .action(codes.create);
  code
    .command('update <id>')
    .description("change a code's destination or name")
    .option('--url <url>', "a website code's new destination")
    .option('--content <json>', 'the new content as JSON')
    .option('--name <name>', 'a new name')
    .action(codes.update);
  code.command('enable <id>').description('make a code active (it redirects)').action(codes.setActive(true));
  code
    .command('disable <id>')
    .description('make a code inactive (it stops redirecting)')
    .action(codes.setActive(false));
  code.command('delete <id>').description('delete a code').action(codes.remove);
  code
    .command('download <id>')
    .description("save a code's image")
    .addOption(new Option('--format <format>', 'image format').choices(codes.IMAGE_FORMATS).default('png'))
    .option('--size <px>', 'width in pixels (128-4096)', codes.positiveInteger)
    .option('-o, --output <file>', 'where to save it (default: <id>.<format>)')
    .action(codes.download);

  const scans = root.command('scans').description('the scans of your codes');
  scans
    .command('export')
    .description('every scan over a range of local days, as CSV (written whole or not at all)')
    .option('--from <day>', 'first day, e.g. 2026-01-01 (default: the first scan)', day)
    .option('--to <day>', 'last day, included (default: today)', day)
    .option('--tz <zone>', 'the time zone days and times are in, e.g. Europe/Berlin (default: UTC)')
    .option('--code <id>', "only this code's scans")
    .requiredOption('-o, --output <file>', 'where to save the CSV')
    .action(exportScans);

  root
    .command('import <file>')
    .description('create codes from a CSV (or XLSX) file, one row per code; per-row errors are listed')
    .option('--dry-run', 'only check every row; create nothing')
    .action(importFile);

  root
    .command('mcp')
    .description('run the LiveQR MCP server on stdin/stdout, for desktop AI clients (the tools of /api/v1/mcp)')
    .action(mcp);

  // Every command's help lists the exit codes; usage errors are thrown to run() like the rest.
  for (const command of [root, ...allCommands(root)]) command.addHelpText('after', EXIT_CODES_HELP).exitOverride();
  return root;
}

function allCommands(command: Command): Command[] {
  return command.commands.flatMap((child) => [child, ...allCommands(child)]);
}

/** Runs the CLI on argv (as process.argv) and answers the exit status; errors go to stderr. */
export async function run(argv: readonly string[]): Promise<number> {
  const root = program();
  try {
    await root.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    // Commander printed its own message (usage error) or the help already.
    if (error instanceof CommanderError) return error.exitCode;
    let baseUrl: string | undefined;
    try {
      baseUrl = resolveSettings(root.opts()).baseUrl;
    } catch {
      baseUrl = undefined;
    }
    const { message, exitCode } = failureOf(error, baseUrl);
    process.stderr.write(`liveqr: ${message}\n`);
    return exitCode;
  }
}
