import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Builder.io's content API on 127.0.0.1: GET /api/v3/content/{model} answers `entries[model]` as
 * `{ results }`. `mode` makes it fail (a status), hang past the proxy's timeout, or answer no results.
 */
export async function startFakeBuilderServer(entries: Record<string, unknown[]>) {
  const requests: URL[] = [];
  const state: { mode: 'ok' | 'hang' | 'empty' | number } = { mode: 'ok' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const match = /^\/api\/v3\/content\/([a-z0-9-]+)$/.exec(url.pathname);
    if (state.mode === 'hang') return; // never answers: the proxy's timeout must end the wait
    if (typeof state.mode === 'number') {
      res.writeHead(state.mode, { 'content-type': 'text/plain' }).end('upstream trouble');
      return;
    }
    if (!match || url.searchParams.get('apiKey') !== 'test-builder-key') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"bad key"}');
      return;
    }
    const results = state.mode === 'empty' ? [] : (entries[match[1]!] ?? []);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
