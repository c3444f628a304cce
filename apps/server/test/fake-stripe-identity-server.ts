import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeVerificationSession = {
  id: string;
  object: 'identity.verification_session';
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  type: string;
  url: string | null;
  client_secret: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  last_error: { code: string; reason: string } | null;
  livemode: false;
  /** What the app sent, flattened form keys (options[document][require_matching_selfie] ...). */
  params: Record<string, string>;
};

/**
 * A stand-in for the two Stripe Identity calls the app makes, on 127.0.0.1: POST /v1/identity/verification_sessions
 * (idempotent by the Idempotency-Key header, as Stripe is) and GET /v1/identity/verification_sessions/{id}. Sessions
 * live in memory; verify(), needInput() and cancel() change them as the person or Stripe would.
 */
export async function startFakeStripeIdentityServer() {
  const sessions = new Map<string, FakeVerificationSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string }[] = [];
  const state = { failWith: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (state.failWith) return send(state.failWith, { error: { type: 'api_error', message: 'fake outage' } });
      if (req.method === 'POST' && url.pathname === '/v1/identity/verification_sessions') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = key ? byIdempotencyKey.get(key) : undefined;
        if (known) return send(200, sessions.get(known));
        const params = Object.fromEntries(new URLSearchParams(body));
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(params)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const id = `vs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeVerificationSession = {
          id,
          object: 'identity.verification_session',
          status: 'requires_input',
          type: params.type ?? '',
          url: `https://verify.stripe.test/start/${id}`,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          client_reference_id: params.client_reference_id ?? null,
          metadata,
          last_error: null,
          livemode: false,
          params,
        };
        sessions.set(id, session);
        if (key) byIdempotencyKey.set(key, id);
        return send(200, session);
      }
      const m = /^\/v1\/identity\/verification_sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const s = sessions.get(m[1]!);
        return s
          ? send(200, s)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                message: 'No such verification session',
                code: 'resource_missing',
              },
            });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `fake Stripe has no ${req.method} ${url.pathname}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const change = (id: string, patch: Partial<FakeVerificationSession>) => Object.assign(sessions.get(id)!, patch);
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    state,
    /** Stripe checked the document and the selfie: verified (its hosted page and secret go away). */
    verify: (id: string) => change(id, { status: 'verified', url: null, client_secret: null, last_error: null }),
    /** The attempt failed: back to requires_input with Stripe's reason. */
    needInput: (id: string, reason = 'The document was unreadable', code = 'document_unverified_other') =>
      change(id, { status: 'requires_input', last_error: { code, reason } }),
    processing: (id: string) => change(id, { status: 'processing' }),
    cancel: (id: string) => change(id, { status: 'canceled', url: null, client_secret: null }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
