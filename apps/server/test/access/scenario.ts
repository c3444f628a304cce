import type { Caller } from '../../src/lib/access';
import type { TestClient } from '../http-client';
import type { World } from './world';

/** One valid request; only who sends it differs between the callers of a row. */
export type Req = {
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  /** A multipart upload: these fields and a small JPEG as `file`. */
  multipart?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send from this client instead of the caller's own (a fresh session of the same caller). */
  client?: TestClient;
};

/**
 * Builds the request of one operation for one caller. Writes that change or remove their
 * target make a fresh one inside (per caller), so the order of callers never matters.
 */
export type Scenario = (w: World, caller: Caller) => Req | Promise<Req>;

/** Keyed by `METHOD /url` exactly as the route is registered (`GET /v1/chat/:id`). */
export type Scenarios = Record<string, Scenario>;
