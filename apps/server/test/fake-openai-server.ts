import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeOpenAiReply =
  /** A chat completion whose message content is `content`. */
  | { kind: 'json'; content: string }
  /** SSE chunks of `content`, `chunkSize` characters each, then [DONE]. */
  | { kind: 'stream'; content: string; chunkSize?: number }
  | { kind: 'status'; status: number }
  /** Never answers (the client's timeout must fire). */
  | { kind: 'hang' };

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1 (POST /v1/chat/completions), for
 * the OpenAI engine's tests: answers with JSON, with an SSE stream (`data: {...}\n\n` chunks,
 * then `data: [DONE]`), with an error status, or not at all. `requests` keeps each body.
 */
export async function startFakeOpenAiServer() {
  const requests: Record<string, unknown>[] = [];
  const state: { reply: FakeOpenAiReply } = { reply: { kind: 'status', status: 500 } };
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as Record<string, unknown>);
      const reply = state.reply;
      const base = { id: 'chatcmpl-test', object: 'chat.completion', created: 1_700_000_000, model: 'fake-model' };
      if (reply.kind === 'hang') return;
      if (reply.kind === 'status') {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
        return;
      }
      if (reply.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            ...base,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const size = reply.chunkSize ?? 12;
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }));
      for (let i = 0; i < reply.content.length; i += size)
        res.write(chunk({ content: reply.content.slice(i, i + size) }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
