import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillOfSaleRequestSchema,
  CancelDealSchema,
  DealChecklistParamsSchema,
  DealListSchema,
  DealViewSchema,
  IdParamsSchema,
  RecordDealPaymentSchema,
  SignBillOfSaleSchema,
  TickDealChecklistSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { access, everyone, participantsOrStaff, signedIn } from '../../lib/access';
import { requireUser } from '../../plugins/auth';
import { getDeal, myDeals } from './deals.service';
import {
  billOfSalePdf,
  cancelDeal,
  confirmFunds,
  confirmHandover,
  generateBillOfSale,
  recordPayment,
  signBillOfSale,
  tickChecklist,
} from './deal-steps.service';

const security = [{ session: [] }];
const tags = ['deal'];
/** The deal's two parties act; staff only read (403); anyone else does not learn the deal exists (404). */
const parties = access({ ...everyone(404), signedOut: 401, buyer: 'ok', owner: 'ok', concierge: 403, admin: 403 });
const response = { 200: DealViewSchema, ...errorResponses(400, 401, 403, 404, 409) };
const write = (summary: string) => ({ tags, summary, security, params: IdParamsSchema, response });
const writeWith = <B extends z.ZodType>(summary: string, body: B) => ({ ...write(summary), body });

/** The deal room (issue 18, decision 042): the steps after a price is agreed, for the deal's two parties. */
export const dealRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/deal',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's deals as seller or buyer, newest first",
        security,
        response: { 200: DealListSchema, ...errorResponses(401) },
      },
    },
    async (request) => myDeals(app.ctx, requireUser(request)),
  );

  app.get(
    '/v1/deal/:id',
    {
      config: { access: participantsOrStaff(404) },
      schema: {
        tags,
        summary: 'A deal with its steps (its parties and staff)',
        security,
        params: IdParamsSchema,
        response: { 200: DealViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getDeal(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/deal/:id/bill-of-sale',
    {
      config: { access: parties },
      schema: writeWith(
        'Write (or rewrite) the bill of sale for a state; a changed document clears the signatures',
        BillOfSaleRequestSchema,
      ),
    },
    async (request) => generateBillOfSale(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/v1/deal/:id/bill-of-sale.pdf',
    {
      config: { access: participantsOrStaff(404) },
      schema: {
        tags,
        summary: 'The bill of sale (PDF) with its signature page: the two parties and staff only',
        security,
        params: IdParamsSchema,
        // inline=1: shown in the deal room's frame rather than saved (the web's preview on wide screens).
        querystring: z.object({ inline: z.enum(['1']).optional(), v: z.string().max(64).optional() }),
        response: { 200: z.any(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await billOfSalePdf(app.ctx, requireUser(request), request.params.id);
      const disposition = request.query.inline ? 'inline' : 'attachment';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/v1/deal/:id/bill-of-sale/sign',
    {
      config: { access: parties },
      schema: writeWith(
        'Sign the bill of sale: a typed name over the SHA-256 of the document seen',
        SignBillOfSaleSchema,
      ),
    },
    async (request) => signBillOfSale(app.ctx, requireUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/v1/deal/:id/payment',
    {
      config: { access: access({ ...parties, owner: 403 }) },
      schema: writeWith('The buyer records how they pay', RecordDealPaymentSchema),
    },
    async (request) => recordPayment(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/deal/:id/payment/confirm',
    {
      config: { access: access({ ...parties, buyer: 403 }) },
      schema: write('The seller confirms the funds arrived (exactly once)'),
    },
    async (request) => confirmFunds(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/deal/:id/checklist/:key',
    {
      config: { access: parties },
      schema: {
        ...writeWith('Tick (or untick) your side of a title checklist item', TickDealChecklistSchema),
        params: DealChecklistParamsSchema,
      },
    },
    async (request) =>
      tickChecklist(app.ctx, requireUser(request), request.params.id, request.params.key, request.body.done),
  );

  app.post(
    '/v1/deal/:id/handover',
    { config: { access: parties }, schema: write('Confirm the car and keys changed hands (each party)') },
    async (request) => confirmHandover(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/deal/:id/cancel',
    {
      config: { access: parties },
      schema: writeWith('Cancel the deal (either party, while open); the car stays unsold', CancelDealSchema),
    },
    async (request) => cancelDeal(app.ctx, requireUser(request), request.params.id, request.body),
  );
};
