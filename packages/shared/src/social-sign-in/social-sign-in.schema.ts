import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './social-sign-in.rules';

export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** GET /v1/auth/providers: the social sign-in providers set up on this server (none offline). */
export const AuthProvidersSchema = z.object({ providers: z.array(SocialProviderSchema) }).meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const SocialProviderParamsSchema = z.object({ provider: SocialProviderSchema });

/** GET /v1/auth/oauth/{provider}: where to return after signing in (a same-site path; anything else is dropped). */
export const SocialSignInStartQuerySchema = z.object({ next: z.string().max(2000).optional() });

/**
 * The provider's answer at the callback (query for Google and Facebook, form_post for Apple). Only the fields we
 * read; `user` is Apple's JSON with the name, sent on the first authorization only.
 */
export const SocialSignInCallbackSchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  user: z.string().max(2000).optional(),
});
export type SocialSignInCallback = z.infer<typeof SocialSignInCallbackSchema>;

/** POST /v1/auth/oauth/link: connects the provider account waiting in this browser to the signed-in user. */
export const SocialLinkResultSchema = z.object({ provider: SocialProviderSchema }).meta({ id: 'SocialLinkResult' });
