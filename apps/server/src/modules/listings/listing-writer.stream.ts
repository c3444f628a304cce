import type { FastifyReply, FastifyRequest } from 'fastify';
import { ListingSchema, type Listing, type ListingWriterEvent } from '@revy/shared';
import { AppError } from '../../lib/errors';
import type { WriterEmit } from './listing-writer.port';

/**
 * Answers a request as server-sent events (one ListingWriterEvent JSON per `data:` line). The
 * reply is hijacked, so Fastify's error handler no longer applies: every failure ends in an
 * `error` event and a closed stream, never a 500 half-way through a 200. A client that goes
 * away aborts the work through `signal`.
 */
export async function streamWriterEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (emit: WriterEmit, signal: AbortSignal) => Promise<Listing>,
): Promise<FastifyReply> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream until it ends.
    'x-accel-buffering': 'no',
  });
  const abort = new AbortController();
  raw.on('close', () => abort.abort());
  const send = (event: ListingWriterEvent) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    const listing = await run(send, abort.signal);
    // The same shape GET /v1/listing/{id} answers (its response schema strips the rest).
    send({ type: 'done', listing: ListingSchema.parse(listing) });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) send({ type: 'error', error: err.code, message: err.message });
    else {
      request.log.error({ err }, 'listing writer: stream failed');
      send({ type: 'error', error: 'INTERNAL', message: 'The text could not be written. Please try again.' });
    }
  }
  raw.end();
  return reply;
}
