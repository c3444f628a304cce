import { createHash, createHmac, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Provider = 'google' | 'apple' | 'facebook';

/** Who signs in at the fake provider, and how the fake misbehaves for this code. */
export type FakePerson = {
  sub: string;
  email?: string | null;
  emailVerified?: boolean | 'true' | 'false';
  firstName?: string;
  lastName?: string;
  /** Claims to put in the ID token instead (wrong aud, old exp...). */
  claims?: Record<string, unknown>;
  /** Sign the ID token with a key that is not in the JWKS. */
  foreignKey?: boolean;
  /** Leave the nonce out of the ID token. */
  dropNonce?: boolean;
};

type Grant = {
  provider: Provider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  person: FakePerson;
};

export const FAKE_CLIENTS = {
  google: { clientId: 'google-client.apps.test', clientSecret: 'google-secret' },
  apple: { clientId: 'com.revy.test.signin', teamId: 'TEAM123456', keyId: 'KEY1234567' },
  facebook: { clientId: '1234567890', clientSecret: 'facebook-secret' },
} as const;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function jwt(header: object, payload: object, key: KeyObject, alg: 'RS256' | 'ES256'): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  const sig = sign('sha256', Buffer.from(head), alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${head}.${sig.toString('base64url')}`;
}

/**
 * One small stand-in for Google, Apple and Facebook on 127.0.0.1 (decision 041), under /google, /apple and
 * /facebook with the paths the adapters use: authorize (answers with a code for `nextPerson`, or use `authorize()`
 * from a test), token (checks the client's credentials, the redirect URI and the PKCE verifier; Apple's client secret
 * JWT against the key it handed out), JWKS, and Facebook's /me (checks appsecret_proof). ID tokens are RS256.
 */
export async function startFakeOAuthServer() {
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Apple's team key: the app signs its client secret with the private half, the fake checks with the public.
  const appleTeamKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = 'fake-key-1';
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, FakePerson>();
  const requests: {
    method: string;
    path: string;
    form?: Record<string, string>;
    headers?: http.IncomingHttpHeaders;
  }[] = [];
  const state: { nextPerson: FakePerson; failTokenWith: number } = {
    nextPerson: { sub: 'fake-user-1', email: 'fake.person@example.com', emailVerified: true, firstName: 'Fake' },
    failTokenWith: 0,
  };
  let base = '';

  function idToken(grant: Grant): string {
    const now = Math.floor(Date.now() / 1000);
    const p = grant.person;
    const claims = {
      iss: `${base}/${grant.provider}`,
      aud: grant.clientId,
      sub: p.sub,
      iat: now,
      exp: now + 600,
      ...(p.email ? { email: p.email, email_verified: p.emailVerified ?? false } : {}),
      ...(p.firstName ? { given_name: p.firstName } : {}),
      ...(p.lastName ? { family_name: p.lastName } : {}),
      ...(grant.nonce && !p.dropNonce ? { nonce: grant.nonce } : {}),
      ...p.claims,
    };
    return jwt({ alg: 'RS256', kid, typ: 'JWT' }, claims, (p.foreignKey ? foreign : signing).privateKey, 'RS256');
  }

  /** Apple's client secret: an ES256 JWT by the team key, iss team, sub client, aud Apple. */
  function appleClientSecretOk(secret: string | undefined): boolean {
    const [h, p, s] = (secret ?? '').split('.');
    if (!h || !p || !s) return false;
    const ok = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key: appleTeamKey.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(s, 'base64url'),
    );
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    return (
      ok &&
      claims.iss === FAKE_CLIENTS.apple.teamId &&
      claims.sub === FAKE_CLIENTS.apple.clientId &&
      claims.aud === `${base}/apple` &&
      typeof claims.exp === 'number' &&
      claims.exp > Date.now() / 1000
    );
  }

  /** A code for `person` as if they approved at the provider: the callback URL to send the browser to. */
  function authorize(authorizationUrl: string, person: FakePerson = state.nextPerson): string {
    const url = new URL(authorizationUrl);
    const provider = url.pathname.split('/')[1] as Provider;
    const code = `code_${randomBytes(12).toString('hex')}`;
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    grants.set(code, {
      provider,
      clientId: url.searchParams.get('client_id') ?? '',
      redirectUri,
      codeChallenge: url.searchParams.get('code_challenge'),
      nonce: url.searchParams.get('nonce'),
      person,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    return back.toString();
  }

  function tokenFor(provider: Provider, form: Record<string, string>, authorization: string | undefined) {
    const grant = grants.get(form.code ?? '');
    if (!grant || grant.provider !== provider) return { status: 400, body: { error: 'invalid_grant' } };
    grants.delete(form.code!);
    if (form.redirect_uri !== grant.redirectUri) return { status: 400, body: { error: 'invalid_grant' } };
    if (provider === 'google') {
      const basic = Buffer.from((authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const { clientId, clientSecret } = FAKE_CLIENTS.google;
      if (basic !== `${clientId}:${clientSecret}`) return { status: 401, body: { error: 'invalid_client' } };
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (!grant.codeChallenge || challenge !== grant.codeChallenge)
        return { status: 400, body: { error: 'invalid_grant' } };
    }
    if (provider === 'apple' && !appleClientSecretOk(form.client_secret)) {
      return { status: 400, body: { error: 'invalid_client' } };
    }
    if (provider === 'facebook') {
      if (
        form.client_id !== FAKE_CLIENTS.facebook.clientId ||
        form.client_secret !== FAKE_CLIENTS.facebook.clientSecret
      ) {
        return { status: 400, body: { error: 'invalid_client' } };
      }
      const accessToken = `fb_${randomBytes(12).toString('hex')}`;
      accessTokens.set(accessToken, grant.person);
      return { status: 200, body: { access_token: accessToken, token_type: 'bearer', expires_in: 3600 } };
    }
    return {
      status: 200,
      body: {
        access_token: `at_${randomBytes(8).toString('hex')}`,
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken(grant),
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(raw)) : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const [, provider, ...rest] = url.pathname.split('/');
      const path = rest.join('/');
      if (path === 'authorize' || path === 'auth/authorize' || path === 'dialog/oauth') {
        return res.writeHead(302, { location: authorize(`${base}${req.url}`) }).end();
      }
      if (path === 'jwks' || path === 'auth/keys') {
        return send(200, { keys: [{ ...signing.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      }
      if (path === 'token' || path === 'auth/token' || path === 'oauth/access_token') {
        if (state.failTokenWith) return send(state.failTokenWith, { error: 'server_error' });
        const out = tokenFor(provider as Provider, form ?? {}, req.headers.authorization);
        return send(out.status, out.body);
      }
      if (provider === 'facebook' && path === 'me') {
        const token = url.searchParams.get('access_token') ?? '';
        const person = accessTokens.get(token);
        const proof = createHmac('sha256', FAKE_CLIENTS.facebook.clientSecret).update(token).digest('hex');
        if (!person || url.searchParams.get('appsecret_proof') !== proof) {
          return send(400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException' } });
        }
        return send(200, {
          id: person.sub,
          ...(person.email ? { email: person.email } : {}),
          ...(person.firstName ? { first_name: person.firstName } : {}),
          ...(person.lastName ? { last_name: person.lastName } : {}),
        });
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    state,
    requests,
    authorize,
    applePrivateKeyPem: appleTeamKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    /** The app's OAuth config for all three providers, pointed at this server. */
    oauthConfig() {
      return {
        google: { ...FAKE_CLIENTS.google, baseUrl: base },
        apple: { ...FAKE_CLIENTS.apple, privateKey: this.applePrivateKeyPem, baseUrl: base },
        facebook: { ...FAKE_CLIENTS.facebook, baseUrl: base },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOAuthServer = Awaited<ReturnType<typeof startFakeOAuthServer>>;
