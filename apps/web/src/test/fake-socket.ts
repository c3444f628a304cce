import type { SocketFactory } from '../lib/feed/feed-client';

/** A WebSocket stand-in: tests open it, push server messages and close it. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code?: number }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSend(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  static last(): FakeSocket | undefined {
    return FakeSocket.all.at(-1);
  }
  /** The newest socket, opened (as the server would). */
  static open(): FakeSocket {
    const s = FakeSocket.all.at(-1);
    if (!s) throw new Error('No feed socket was opened');
    if (s.readyState !== 1) s.serverOpen();
    return s;
  }
}

export const fakeSocketFactory: SocketFactory = (url) => new FakeSocket(url);
