import { PASSWORD_MIN_LENGTH } from '@revy/shared';

export type Strength = { score: 0 | 1 | 2 | 3 | 4; label: string };

/**
 * A rough hint, not a rule: the only rule is the shared minimum length. Rewards length first,
 * then a mix of character kinds, and marks obvious repeats and sequences weak.
 */
export function passwordStrength(password: string): Strength {
  if (password.length === 0) return { score: 0, label: '' };
  if (password.length < PASSWORD_MIN_LENGTH) return { score: 0, label: 'Too short' };
  let score = 1;
  if (password.length >= 12) score++;
  if (password.length >= 16) score++;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  if (kinds >= 3) score++;
  if (/^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|qwer|pass)/i.test(password)) score = 1;
  const s = Math.min(score, 4) as Strength['score'];
  return { score: s, label: ['Too short', 'Weak', 'Fair', 'Good', 'Strong'][s]! };
}
