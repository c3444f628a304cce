import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ID_IMAGE_MAX_BYTES,
  IdImageParamsSchema,
  IdParamsSchema,
  IdVerificationListSchema,
  IdVerificationQueuePageSchema,
  IdVerificationQueueQuerySchema,
  IdVerificationSchema,
  IdVerificationUserParamsSchema,
  RejectIdVerificationSchema,
  StartIdVerificationSchema,
} from '@revy/shared';
import { z } from 'zod';
import { access, everyone, ownerOrStaff, registeredOnly, staffOnly } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { decideVerification, idCheckQueue, viewIdImage } from './id-verification-review.service';
import {
  getVerification,
  listVerifications,
  saveIdImage,
  startVerification,
  submitVerification,
} from './id-verification.service';
import { handleIdentityWebhook } from './id-verification-webhook.service';

const security = [{ session: [] }];
const tags = ['idVerification'];
/** The person being checked, alone: their photos are theirs to send (staff only ever look). */
const personOnly = access({ ...everyone(403), signedOut: 401, owner: 'ok' });

/** Reads the one `file` part into memory (ID photos are small: ID_IMAGE_MAX_BYTES, 413 beyond). */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data with a part named "file"');
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) file = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `A photo may be at most ${ID_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    throw new AppError('BAD_REQUEST', 'The upload could not be read: send one photo as the part named "file"', {
      cause: err,
    });
  }
  if (!file || file.length === 0) throw new AppError('BAD_REQUEST', 'Attach the photo as the part named "file"');
  return file;
}

/** A photo for staff's eyes only: never cached anywhere, shown rather than saved. */
const sendImage = (reply: FastifyReply, image: { contentType: string; bytes: Buffer }) =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', 'no-store, private')
    .header('content-disposition', 'inline')
    .send(image.bytes);

/** Spec 7 User idVerification calls, the built-in check's photos and staff review, and Stripe Identity's webhook. */
export const idVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 100 },
  });

  app.post(
    '/v1/idVerification',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: 'Start an ID check for the signed-in person (or answer the open one)',
        description:
          'With Stripe Identity: a document + matching selfie VerificationSession; `url` is its hosted page and `clientSecret` is for Stripe.js. Built in: upload the two photos, then submit. 409 when already verified; 403 REGISTRATION_REQUIRED for anonymous users.',
        security,
        body: StartIdVerificationSchema,
        response: { 200: IdVerificationSchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request) => startVerification(app.ctx, requireUser(request), request.body ?? {}),
  );

  app.get(
    '/v1/idVerification/queue',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'ID checks waiting for staff, oldest first (staff)',
        security,
        querystring: IdVerificationQueueQuerySchema,
        response: { 200: IdVerificationQueuePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => idCheckQueue(app.ctx, requireUser(request), request.query),
  );

  app.get(
    '/v1/idVerification/user/:userId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A person's ID checks, newest first, and whether they are verified (the person or staff)",
        security,
        params: IdVerificationUserParamsSchema,
        response: { 200: IdVerificationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listVerifications(app.ctx, requireUser(request), request.params.userId),
  );

  app.get(
    '/v1/idVerification/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'An ID check (the person or staff)',
        security,
        params: IdParamsSchema,
        response: { 200: IdVerificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getVerification(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/idVerification/:id/image/:kind',
    {
      config: { access: personOnly },
      schema: {
        tags,
        summary: 'Send or retake a photo of the built-in check: document (front of the ID) or selfie',
        description: `multipart/form-data with \`file\`: JPEG, PNG or WebP (from its bytes), at most ${ID_IMAGE_MAX_BYTES / 1024 / 1024} MB. Kept privately until the decision.`,
        security,
        consumes: ['multipart/form-data'],
        params: IdImageParamsSchema,
        response: { 200: IdVerificationSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const file = await readFilePart(request);
      return saveIdImage(app.ctx, actor, request.params.id, request.params.kind, file);
    },
  );

  app.post(
    '/v1/idVerification/:id/submit',
    {
      config: { access: personOnly },
      schema: {
        tags,
        summary: 'Send both photos of the built-in check to staff',
        security,
        params: IdParamsSchema,
        response: { 200: IdVerificationSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => submitVerification(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/idVerification/:id/approve',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Approve a sent built-in check: the person becomes ID verified (staff)',
        security,
        params: IdParamsSchema,
        response: { 200: IdVerificationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideVerification(app.ctx, requireUser(request), request.params.id, { approve: true }),
  );

  app.post(
    '/v1/idVerification/:id/reject',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Reject a sent built-in check with a reason the person is told (staff)',
        security,
        params: IdParamsSchema,
        body: RejectIdVerificationSchema,
        response: { 200: IdVerificationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideVerification(app.ctx, requireUser(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/v1/idVerification/:id/image/:kind/view',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'A photo of a built-in check, recorded in History (staff; binary JPEG)',
        description: 'A POST on purpose: every look is recorded, and no link or <img> can fetch it. 404 once deleted.',
        security,
        params: IdImageParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendImage(reply, await viewIdImage(app.ctx, requireUser(request), request.params.id, request.params.kind)),
  );

  // The webhook reads its body as raw bytes (the signature covers them exactly), in a scope of its own, as payments'.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/v1/idVerification/webhook',
      {
        config: { access: everyone(400) },
        schema: {
          tags,
          summary: 'Stripe Identity webhook: identity.verification_session.verified, requires_input, canceled…',
          description:
            'Verified with the Stripe-Signature header on the raw body (STRIPE_IDENTITY_WEBHOOK_SECRET); each event id is handled once; the session is re-read from Stripe before anything changes. 400 when Stripe Identity is not set up.',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return handleIdentityWebhook(app.ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
