/* Fixtures for tests outside the module: forging the attempt cookie with the server's key (a missing verifier). */
export { attemptCookieName, seal, type Attempt } from './oauth-cookie';
