import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessPolicy } from '../lib/access';

/**
 * Which routes must declare a policy: everything under /v1 and /api (the API, where the session
 * is read). The OpenAPI document, Swagger UI and the web app's files are outside it.
 */
export const API_ROUTE = /^\/(v1|api)(\/|$)/;

export type DeclaredRoute = { method: string; url: string; access: AccessPolicy | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared policy, in registration order (walked by test/access). */
    accessTable: DeclaredRoute[];
  }
}

/** Records every API route and its `config.access` as it is registered (before the modules). */
export const accessTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: DeclaredRoute[] = [];
    app.decorate('accessTable', table);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!API_ROUTE.test(route.url)) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        table.push({ method, url: route.url, access: route.config?.access });
      }
    });
  },
  { name: 'access-table' },
);
