import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  EmailVerifyFinishSchema,
  EmailVerifyStartSchema,
  IdParamsSchema,
  PasswordChangeSchema,
  PasswordResetFinishSchema,
  PasswordResetStartSchema,
  PreValidateResultSchema,
  PreValidateSchema,
  RegisterSchema,
  UserSchema,
  VerificationStatusQuerySchema,
  VerificationStatusSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { callerOf, requireUser, setSessionCookie } from '../../plugins/auth';
import { toUser } from '../users';
import { finishEmailVerification, getVerificationStatus, startEmailVerification } from './email-verification.service';
import { changePassword, finishPasswordReset, startPasswordReset } from './password.service';
import { preValidateRegistration, registerUser } from './registration.service';
import { access, anyone, publicRead, selfOrAdmin, signedIn } from '../../lib/access';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429);
const noContent = { 204: z.null().describe('Done') };

/** Spec 7 User: registration, email codes and passwords. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/user',
    {
      config: { access: anyone },
      schema: {
        tags: ['account'],
        summary: 'Register; an anonymous caller is upgraded in place. Mails a 6-digit code.',
        body: RegisterSchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await registerUser(app.ctx, request.body, callerOf(request));
      if (result.token) setSessionCookie(reply, result.token);
      return reply.status(201).send(toUser(result.user));
    },
  );

  app.post(
    '/v1/user/preValidate',
    {
      config: { access: anyone },
      schema: {
        tags: ['account'],
        summary: 'Problems per field of a registration form, or null',
        body: PreValidateSchema,
        response: { 200: PreValidateResultSchema, ...errors },
      },
    },
    async (request) => preValidateRegistration(app.ctx, request.body, callerOf(request)),
  );

  app.put(
    '/v1/user/emailVerify',
    {
      config: { access: signedIn },
      schema: {
        tags: ['account'],
        summary: 'Set the address to verify and mail it a code (also starts a passwordless sign-up)',
        body: EmailVerifyStartSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => startEmailVerification(app.ctx, requireUser(request), request.body.email),
  );

  app.post(
    '/v1/user/emailVerify',
    {
      config: { access: anyone },
      schema: {
        tags: ['account'],
        summary: 'Confirm the emailed code; signs the verified user in',
        description: 'Password and names are required when the user has none yet. 5 tries per code.',
        body: EmailVerifyFinishSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await finishEmailVerification(app.ctx, request.body, callerOf(request));
      if (result.token) setSessionCookie(reply, result.token);
      return { user: toUser(result.user) };
    },
  );

  app.get(
    '/v1/user/verificationStatus',
    {
      config: { access: publicRead },
      schema: {
        tags: ['account'],
        summary: 'Whether a user is verified and whether a code is valid',
        querystring: VerificationStatusQuerySchema,
        response: { 200: VerificationStatusSchema, ...errors },
      },
    },
    async (request) => getVerificationStatus(app.ctx, request.query, callerOf(request)),
  );

  app.post(
    '/v1/user/passwordReset/start',
    {
      config: { access: anyone },
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link (always 204)',
        body: PasswordResetStartSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await startPasswordReset(app.ctx, request.body.email, callerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/user/passwordReset/finish',
    {
      config: { access: anyone },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the reset code; ends all sessions of the user',
        body: PasswordResetFinishSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await finishPasswordReset(app.ctx, request.body, callerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/user/:id/passwordChange',
    {
      config: { access: access({ ...selfOrAdmin, admin: 403 }) },
      schema: {
        tags: ['account'],
        summary: 'Change own password; ends the other sessions',
        security: [{ session: [] }],
        params: IdParamsSchema,
        body: PasswordChangeSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await changePassword(app.ctx, requireUser(request), request.params.id, request.body, callerOf(request));
      return reply.status(204).send(null);
    },
  );
};
