import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody, type ErrorCode } from '@revy/shared';
import { pgErrorCode } from '../lib/db-errors';
import { AppError } from '../lib/errors';

const DEFAULT_RETRY_AFTER_SECONDS = 60;

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Turns a validation path like `/email` or `body/email` into `email`. */
function fieldName(instancePath: string | undefined, missing?: unknown): string {
  const p = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return p ? `${p}.${missing}` : missing;
  return p || '_';
}

/**
 * One error handler for the whole API: spec 8's body `{name, error, message, status, createdAt}`
 * on every failure. Client mistakes keep their message; server faults are logged in full and
 * answered with a generic 500 so internals never leak.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every 429 says when to come back (issue 13). Limits answer their own Retry-After (the
  // rate-limit adapter's rateLimited); a 429 made any other way still gets one here, and the log
  // line says which path forgot.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      request.log.warn('429 without Retry-After; sent the default');
      reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    }
  });
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const extra = { ...(err.fields ? { fields: err.fields } : {}), ...(err.payment ? { payment: err.payment } : {}) };
      return reply.status(err.status).send(errorBody(err.code, err.message, extra));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = fieldName(v.instancePath, (v.params as { missingProperty?: unknown } | undefined)?.missingProperty);
        fields[key] ??= v.message ?? 'Invalid value';
      }
      const where = err.validationContext ? ` in ${err.validationContext}` : '';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', `Invalid request${where}`, { fields }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_TO_CODE[status] ?? 'BAD_REQUEST';
      const message = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' : err.message;
      const extra =
        code === 'UNSUPPORTED_MEDIA_TYPE' ? { supportedMediaTypes: ['application/json', 'multipart/form-data'] } : {};
      return reply.status(status).send(errorBody(code, message, extra));
    }
    // Last line of defence (decision 022): PostgreSQL's data exceptions (class 22: a number out
    // of range, text it cannot store) come from what the client sent, so they are the client's
    // 400, never a 500. Schemas and the input-hygiene plugin should catch them first; the log
    // line says which did not.
    const sqlState = pgErrorCode(err);
    if (sqlState?.startsWith('22')) {
      request.log.warn({ err, sqlState }, 'input refused by the database');
      return reply.status(400).send(
        errorBody('VALIDATION_FAILED', 'A value in the request is out of range or cannot be stored', {
          fields: { _: 'Out of range or not storable' },
        }),
      );
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });
});
