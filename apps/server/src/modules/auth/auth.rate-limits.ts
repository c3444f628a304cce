import { SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_MAX_FAILURES } from '@revy/shared';
import type { RateRule } from '../../adapters/rate-limit';

const MINUTE = 60_000;

/**
 * Every limit of the auth and user endpoints, in one place. Sign-in counts only failures;
 * the others count every attempt. Keys are built by `rateKeys` so tests can reason about them.
 */
export const RATE_RULES = {
  /**
   * Wrong current passwords of a signed-in user (password change). Sign-in itself has growing
   * delays per account and a budget per address instead (sign-in-throttle.ts, decision 016).
   */
  signInFailures: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  /** Guesses at email codes and reset codes per client address (6 digits must not be brute-forced). */
  codeAttemptsPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Password reset emails asked for per client address, and per target address. */
  resetStartPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetStartPerEmail: { max: 3, windowMs: 15 * MINUTE },
  /** Verification codes mailed per user (PUT /v1/user/emailVerify), against mail bombing. */
  codeMailsPerUser: { max: 5, windowMs: 15 * MINUTE },
  /** Pre-validation reveals whether an email is registered: allow typing, not enumeration. */
  preValidatePerIp: { max: 300, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export const rateKeys = {
  passwordChange: (userId: string) => `signin:user:${userId}`,
  codeIp: (ip: string) => `code:ip:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetEmail: (email: string) => `reset:email:${email.toLowerCase()}`,
  codeMailUser: (userId: string) => `codemail:user:${userId}`,
  preValidateIp: (ip: string) => `prevalidate:ip:${ip}`,
};
