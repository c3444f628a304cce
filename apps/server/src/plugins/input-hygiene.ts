import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findInputProblem, jsonNestingDepth, MAX_JSON_DEPTH } from '@revy/shared';
import { AppError, validationFailed } from '../lib/errors';

/**
 * Input that cannot be stored never reaches a service (issue 13, decision 022): a JSON body nested
 * deeper than MAX_JSON_DEPTH is refused before it is parsed, and a NUL character or a lone UTF-16
 * surrogate anywhere in the query, path parameters or body (values and keys) is a 400
 * VALIDATION_FAILED naming the field. Runs before schema validation, for every route; multipart
 * text fields are checked where they are read (assets/multipart-upload.ts).
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // An empty JSON body (DELETE /v1/auth from a client that always sends the header, a bare
      // POST /v1/auth) means "no body", not a 400.
      if (text.trim() === '') return done(null, undefined);
      if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
        return done(
          new AppError('VALIDATION_FAILED', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`, {
            fields: { _: 'Too deeply nested' },
          }),
          undefined,
        );
      }
      parseJson(request, text, done);
    });

    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const found = findInputProblem(value);
        if (found)
          throw validationFailed(
            { [found.path]: found.problem },
            `Invalid request in ${part}: ${found.path}: ${found.problem}`,
          );
      }
    });
  },
  { name: 'input-hygiene' },
);
