import { ListingWriterEventSchema, type ListingWriterEvent } from '@revy/shared';

/**
 * Reads server-sent events of the listing writer as they arrive: one ListingWriterEvent JSON per
 * `data:` line (https://html.spec.whatwg.org/multipage/server-sent-events.html). Chunks may cut
 * a line anywhere, so the unfinished tail waits for the next chunk. Comments, other fields and
 * lines that are not a known event are skipped rather than failing the whole stream.
 */
export function createSseParser(onEvent: (e: ListingWriterEvent) => void) {
  let buffer = '';
  const line = (raw: string) => {
    const l = raw.replace(/\r$/, '');
    if (!l.startsWith('data:')) return;
    try {
      const parsed = ListingWriterEventSchema.safeParse(JSON.parse(l.slice(5).trimStart()));
      if (parsed.success) onEvent(parsed.data);
    } catch {
      // Not JSON: a keep-alive or a partial write the server will not finish. Skip it.
    }
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(line);
    },
    end() {
      if (buffer) line(buffer);
      buffer = '';
    },
  };
}
