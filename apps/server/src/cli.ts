/**
 * Operator commands over the same services and database as the server:
 *   npm run cli -- user:create --email a@b.co --password '...' --role admin
 * Reads the same environment (DATABASE_URL, or the embedded database under DATA_DIR).
 * Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */
import { DataDirLockedError } from './db/data-dir-lock';
import { parseArgs } from 'node:util';
import { VERSION } from './app';
import { ConfigError, loadConfig } from './config';
import { createAppContext, type Logger } from './context';
import { openDatabase } from './db/client';
import { createMemoryRateLimiter } from './adapters/rate-limit';
import { AppError } from './lib/errors';
import { runUserCommand, USER_COMMANDS, UsageError, type UserCommand } from './modules/users';

function usage(): string {
  const lines = Object.entries(USER_COMMANDS).map(([cmd, opts]) => `  ${cmd.padEnd(13)} ${opts}`);
  return [
    'Usage: npm run cli -- <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Example:',
    "  npm run cli -- user:create --email ops@example.com --password 'a-long-password' --role admin",
  ].join('\n');
}

const consoleLogger: Logger = {
  info: (_obj, msg) => msg && console.info(msg),
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(usage());
    return command ? 0 : 2;
  }
  if (!(command in USER_COMMANDS)) {
    console.error(`Unknown command: ${command}\n\n${usage()}`);
    return 2;
  }
  let args;
  try {
    args = parseArgs({
      args: rest,
      strict: true,
      options: Object.fromEntries(
        ['email', 'password', 'first', 'last', 'role', 'permission', 'target', 'search', 'size'].map((n) => [
          n,
          { type: 'string' },
        ]),
      ),
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage()}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ctx = await createAppContext({
    config,
    database,
    version: VERSION,
    log: consoleLogger,
    rateLimiter: createMemoryRateLimiter(),
  });
  try {
    await runUserCommand(ctx, command as UserCommand, args, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${command}: ${err.message}\n  ${command} ${USER_COMMANDS[command as UserCommand]}`);
      return 2;
    }
    if (err instanceof AppError) {
      console.error(`${command}: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await ctx.mailer.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  },
);
