/*
 * A port for what must happen whenever a user's row or grants change: auth's session cache holds user records and
 * forgets them here (auth registers with onUserChanged), so users does not import auth (issue 14).
 *
 * Listeners run synchronously at the very point of the write, inside the caller's transaction if any, exactly where
 * the repos used to call the cache directly: no write path can miss them, and none waits for a commit.
 */

export type UserChangedListener = (userId: string) => void;

const listeners = new Set<UserChangedListener>();

/** Runs `listener` on every later change to a user or their grants. Adding the same function twice is a no-op. */
export function onUserChanged(listener: UserChangedListener): void {
  listeners.add(listener);
}

/** Tells the listeners that the user's row or grants are being changed (the repos call it around each write). */
export function userChanged(userId: string): void {
  for (const listener of listeners) listener(userId);
}
