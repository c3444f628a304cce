import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@revy/shared';

/**
 * What the page needs to start without waiting on the network (issue 17, decision 038): the server
 * sending index.html is evidently up (`healthy`), and whether the request carried a session cookie
 * at all (`session`: without one there is no current user to ask for, so no 401 in the console).
 * The app still checks /v1/health in the background and shows the outage page if it fails.
 */
export function startValues(request: FastifyRequest): { start: { healthy: true; session: boolean } } {
  return { start: { healthy: true, session: Boolean(request.cookies?.[SESSION_COOKIE]) } };
}
