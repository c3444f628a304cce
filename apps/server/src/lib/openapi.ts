import { ErrorBodySchema } from '@revy/shared';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * Response schemas for the failures a route can answer, all with spec 8's error body, so the
 * OpenAPI document lists them: `response: { 200: UserSchema, ...errorResponses(400, 401) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}
