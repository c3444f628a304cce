import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signKeySavvyWebhook } from '../src/adapters/title-transfer';

export type FakeKeySavvyTransaction = { id: string; status: string; url: string; body: Record<string, unknown> };

/**
 * A stand-in for KeySavvy's partner API as our client speaks it (adapters/title-transfer/keysavvy.ts), on
 * 127.0.0.1: create (idempotent on the Idempotency-Key header), read and cancel transactions, held in memory.
 * `setStatus` moves a transaction as KeySavvy would; `webhook` builds a signed event body for it.
 */
export async function startFakeKeySavvyServer(opts: { apiKey: string; webhookSecret: string }) {
  const transactions = new Map<string, FakeKeySavvyTransaction>();
  const byKey = new Map<string, string>();
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  let seq = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      const authorized = req.headers.authorization === `Bearer ${opts.apiKey}`;
      requests.push({ method: req.method ?? 'GET', path, authorized });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!authorized) return send(401, { error: 'unauthorized' });
      const view = (t: FakeKeySavvyTransaction) => ({ id: t.id, status: t.status, url: t.url });
      if (req.method === 'POST' && path === '/v1/transactions') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = byKey.get(key);
        if (existing) return send(200, view(transactions.get(existing)!));
        const id = `ks_txn_${++seq}`;
        const t = { id, status: 'pending_payment', url: `https://keysavvy.test/t/${id}`, body: JSON.parse(raw) };
        transactions.set(id, t);
        byKey.set(key, id);
        return send(201, view(t));
      }
      const m = /^\/v1\/transactions\/([^/]+)(\/cancel)?$/.exec(path);
      const t = m ? transactions.get(decodeURIComponent(m[1]!)) : undefined;
      if (!t) return send(404, { error: 'not found' });
      if (req.method === 'POST' && m![2]) t.status = 'cancelled';
      return send(200, view(t));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let events = 0;
  return {
    url,
    transactions,
    requests,
    setStatus(id: string, status: string) {
      transactions.get(id)!.status = status;
    },
    /** A signed webhook for the transaction: the raw body and its KeySavvy-Signature header. */
    webhook(transactionId: string, type = 'transaction.updated', eventId = `evt_${++events}`) {
      const body = JSON.stringify({ id: eventId, type, data: { transactionId } });
      return { body, signature: signKeySavvyWebhook(opts.webhookSecret, body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
