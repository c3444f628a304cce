import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { countUsers, createUser } from '../modules/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoMarket } from './demo-market';

/**
 * Seeds the demo accounts (and the demo cars' sales history, demo-market.ts) when the database
 * has no users at all, and prints how to sign in.
 * Safe to call on every boot: it does nothing once anyone exists, and a second process racing
 * it only finds the emails taken.
 */
export async function seedDemoData(
  ctx: AppContext,
  print: (text: string) => void = (t) => console.info(t),
): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    try {
      await createUser(ctx.db, {
        email: account.email,
        password: DEMO_PASSWORD,
        firstName: account.firstName,
        lastName: account.lastName,
        signupMethod: 'seed',
        verified: true,
        roles: [...account.roles],
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'EMAIL_TAKEN')) throw err;
    }
  }
  // Sold cars like the demo cars, so their pricing pages have comparables (decision 012).
  await seedDemoMarket(ctx);
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  print(
    [
      '',
      `Demo accounts created (password for all: ${DEMO_PASSWORD}). Set DEMO_DATA=false to skip.`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.what}`),
      `Sign in at ${ctx.config.appUrl}/auth/sign-in`,
      '',
    ].join('\n'),
  );
  return true;
}
