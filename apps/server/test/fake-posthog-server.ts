import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for PostHog's ingestion on 127.0.0.1: POST /batch/ bodies are kept; `failWith` answers that status. */
export async function startFakePostHogServer() {
  const batches: Array<{
    api_key: string;
    batch: Array<Record<string, unknown> & { event: string; properties: Record<string, unknown> }>;
  }> = [];
  const state = { failWith: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/batch/') return void res.writeHead(404).end();
      if (state.failWith) return void res.writeHead(state.failWith).end('down');
      batches.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    batches,
    state,
    events: () => batches.flatMap((b) => b.batch),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
