import { createHash, createHmac } from 'node:crypto';
import { OAuth2Client } from 'arctic';
import type { AttemptSecrets, OAuthProvider, ProviderProfile } from './oauth-provider';
import { ProviderRejected } from './oauth-provider';
import { getJson, postTokenRequest } from './token-request';

const GRAPH_VERSION = 'v19.0';

function facebookEndpoints(baseUrl: string | undefined) {
  if (!baseUrl) {
    return {
      authorize: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
      token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
      me: `https://graph.facebook.com/${GRAPH_VERSION}/me`,
    };
  }
  const base = `${baseUrl.replace(/\/$/, '')}/facebook`;
  return { authorize: `${base}/dialog/oauth`, token: `${base}/oauth/access_token`, me: `${base}/me` };
}

/**
 * Facebook Login: plain OAuth 2.0 with state (Facebook's web login has no PKCE or ID token), then the Graph API's
 * /me with the access token and its appsecret_proof. Facebook gives no "email verified" flag, so its email never
 * links an existing account on its own (decision 041).
 */
export class FacebookProvider implements OAuthProvider {
  readonly id = 'facebook' as const;
  readonly usesPkce = false;
  readonly usesNonce = false;
  readonly cookieKey: Buffer;
  private readonly client: OAuth2Client;
  private readonly endpoints: ReturnType<typeof facebookEndpoints>;

  constructor(
    private readonly opts: { clientId: string; clientSecret: string; baseUrl: string | undefined },
    private readonly redirectUri: string,
  ) {
    this.client = new OAuth2Client(opts.clientId, null, redirectUri);
    this.endpoints = facebookEndpoints(opts.baseUrl);
    this.cookieKey = createHash('sha256').update(`revy-oauth-state:facebook:${opts.clientSecret}`).digest();
  }

  authorizationUrl(secrets: AttemptSecrets): URL {
    return this.client.createAuthorizationURL(this.endpoints.authorize, secrets.state, ['email', 'public_profile']);
  }

  async exchange(code: string): Promise<ProviderProfile> {
    const tokens = await postTokenRequest(this.endpoints.token, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      client_id: this.opts.clientId,
      client_secret: this.opts.clientSecret,
    });
    const accessToken = tokens.data && (tokens.data as Record<string, unknown>).access_token;
    if (typeof accessToken !== 'string') throw new ProviderRejected('Facebook answered without an access token');
    const url = new URL(this.endpoints.me);
    url.searchParams.set('fields', 'id,email,first_name,last_name');
    url.searchParams.set('access_token', accessToken);
    // Proves the call comes from the app's server: https://developers.facebook.com/docs/graph-api/securing-requests
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', this.opts.clientSecret).update(accessToken).digest('hex'),
    );
    const me = await getJson(url);
    if (typeof me.id !== 'string' || !me.id) throw new ProviderRejected('Facebook answered without a user id');
    const email = typeof me.email === 'string' && me.email ? me.email.trim().toLowerCase() : null;
    return {
      subject: me.id,
      email,
      emailVerified: false,
      firstName: typeof me.first_name === 'string' ? me.first_name : null,
      lastName: typeof me.last_name === 'string' ? me.last_name : null,
    };
  }
}
