import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateKnowledgeSchema,
  EnrichSetSchema,
  IdParamsSchema,
  IdSchema,
  KnowledgeSchema,
  KnowledgeTypeSchema,
  SaveEnrichAnswersSchema,
  UpdateKnowledgeSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { listEnrichSets, saveEnrichAnswers } from './enrich.service';
import { createKnowledge, deleteKnowledge, listListingKnowledge, updateKnowledge } from './knowledge.service';
import { ownerOrStaff } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['knowledge'];
const ListingParams = z.object({ listingId: IdSchema });

/** Spec 7 Knowledge, plus the guided enrich sets (ours). The listing's seller and staff only. */
export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/knowledge',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Add a knowledge entry to a listing (its seller or staff)',
        security,
        body: CreateKnowledgeSchema,
        response: { 200: KnowledgeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => createKnowledge(app.ctx, requireUser(request), request.body),
  );

  app.put(
    '/v1/knowledge/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "Change a knowledge entry (its listing's seller or staff)",
        security,
        params: IdParamsSchema,
        body: UpdateKnowledgeSchema,
        response: { 200: KnowledgeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateKnowledge(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/knowledge/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Delete a knowledge entry',
        security,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteKnowledge(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/knowledge/byListing/:listingId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A listing's knowledge in reading order (type, category, ordinal)",
        security,
        params: ListingParams,
        response: { 200: z.array(KnowledgeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listListingKnowledge(app.ctx, requireUser(request), request.params.listingId),
  );

  app.get(
    '/v1/knowledge/byListing/:listingId/enrichSets',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'The guided question sets for this car with their current answers and answered counts',
        description: "Not at …/enrich: that path is spec 7's knowledge of type enrich (a plain Knowledge list).",
        security,
        params: ListingParams,
        response: { 200: z.array(EnrichSetSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listEnrichSets(app.ctx, requireUser(request), request.params.listingId),
  );

  app.put(
    '/v1/knowledge/byListing/:listingId/enrich/:formId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "Save one guided set's answers at once (empty content deletes an answer; omitted questions stay)",
        description:
          'Each answer is a Knowledge entry of type enrich (category = the set id, ordinal = the question). Unknown set 404; unknown or repeated key, or a choice not among the options, 400.',
        security,
        params: ListingParams.extend({ formId: z.string().min(1).max(100) }),
        body: SaveEnrichAnswersSchema,
        response: { 200: EnrichSetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveEnrichAnswers(app.ctx, requireUser(request), request.params.listingId, request.params.formId, request.body),
  );

  app.get(
    '/v1/knowledge/byListing/:listingId/:type',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A listing's knowledge of one type (enrich, correction, faq)",
        security,
        params: ListingParams.extend({ type: KnowledgeTypeSchema }),
        response: { 200: z.array(KnowledgeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listListingKnowledge(app.ctx, requireUser(request), request.params.listingId, request.params.type),
  );
};
