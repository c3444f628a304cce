/*
 * Public entry of the redirects module (short links, issue 17): the only file other modules, app.ts and the test
 * harness import.
 */

export { redirectsRoutes } from './redirects.routes';
export { shareClicksFor } from './redirects.service';
