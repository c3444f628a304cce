/*
 * Public entry of the social-sign-in module (issue 18, decision 041): the routes app.ts registers. Keep it to what
 * others use.
 */

export { socialSignInRoutes } from './social-sign-in.routes';
