import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  SaveCarSchema,
  SavedCarIdsSchema,
  SavedCarListSchema,
  SavedCarParamsSchema,
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchPatchSchema,
  SavedSearchSchema,
} from '@revy/shared';
import { access, everyone, registeredOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireRegistered } from '../../plugins/auth';
import { listSavedCars, saveCar, savedCarIds, unsaveCar } from './saved-cars.service';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service';

const tags = ['saved'];
const security = [{ session: [] }];
/** A saved search is its owner's alone: anyone else, staff included, is told it does not exist. */
const ownSearch = access({ ...everyone(404), signedOut: 401, anonymous: 403, owner: 'ok' });

/** Saved cars and saved searches (issue 19): accounts only (a guest is asked to sign in first). */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/saved/cars',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: "The caller's saved cars, newest first, with the price change since saved and sold or gone cars",
        security,
        response: { 200: SavedCarListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSavedCars(app.ctx, requireRegistered(request)),
  );

  app.get(
    '/v1/saved/cars/ids',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: "The ids of the caller's saved cars (the hearts on cards)",
        security,
        response: { 200: SavedCarIdsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => savedCarIds(app.ctx, requireRegistered(request)),
  );

  app.post(
    '/v1/saved/cars',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: 'Saves a published car (again: nothing changes); answers every saved id',
        security,
        body: SaveCarSchema,
        response: { 200: SavedCarIdsSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => saveCar(app.ctx, requireRegistered(request), request.body.listingId),
  );

  app.delete(
    '/v1/saved/cars/:listingId',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: 'Removes a saved car (one not saved: nothing changes); answers every saved id',
        security,
        params: SavedCarParamsSchema,
        response: { 200: SavedCarIdsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => unsaveCar(app.ctx, requireRegistered(request), request.params.listingId),
  );

  app.get(
    '/v1/saved/searches',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: "The caller's saved searches, newest first",
        security,
        response: { 200: SavedSearchListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSavedSearches(app.ctx, requireRegistered(request)),
  );

  app.post(
    '/v1/saved/searches',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: "Saves the showroom's filters (GET /v1/listing's query) with a name and an alert frequency",
        description:
          'At most MAX_SAVED_SEARCHES (25) per user: 422 past it. Filters are checked as the showroom checks them.',
        security,
        body: SavedSearchInputSchema,
        response: { 201: SavedSearchSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedSearch(app.ctx, requireRegistered(request), request.body)),
  );

  app.patch(
    '/v1/saved/searches/:id',
    {
      config: { access: ownSearch },
      schema: {
        tags,
        summary: 'Renames a saved search or changes how often it alerts (the owner only; 404 for anyone else)',
        security,
        params: IdParamsSchema,
        body: SavedSearchPatchSchema,
        response: { 200: SavedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateSavedSearch(app.ctx, requireRegistered(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/saved/searches/:id',
    {
      config: { access: ownSearch },
      schema: {
        tags,
        summary: 'Deletes a saved search (the owner only; 404 for anyone else)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(app.ctx, requireRegistered(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
