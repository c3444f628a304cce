import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny valid-looking PDF body: VinAudit's report as far as Revy can tell (it checks the `%PDF-` header). */
export const FAKE_VINAUDIT_PDF = Buffer.from('%PDF-1.4\n% VinAudit fake report\n%%EOF\n', 'latin1');

/**
 * A stand-in for VinAudit's v2 API on 127.0.0.1 (https://www.vinaudit.com/vehicle-history-api):
 * - `GET /v2/query?vin&key&user&pass&format=json`: `{ vin, id, attributes, success, error, error_message }`,
 *   success for the VINs in `withRecords`, `error: 'no_records'`-style answers for others;
 * - `GET /v2/pullreport?id&vin&key&user&pass&format=pdf`: the PDF, or a JSON error when the id is not the one
 *   `query` gave for that VIN.
 * `state.mode` makes it misbehave: 'status500' (every call 500), 'hang' (never answers), 'badKey'
 * (`unauthorized_request`), 'pullFails' (query fine, pullreport answers JSON with an error).
 */
export async function startFakeVinAuditServer(opts: { key: string; withRecords: string[] }) {
  const requests: URL[] = [];
  const state: { mode: 'ok' | 'status500' | 'hang' | 'badKey' | 'pullFails' } = { mode: 'ok' };
  const hanging = new Set<http.ServerResponse>();
  const ids = new Map<string, string>();
  const json = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (state.mode === 'hang') return void hanging.add(res);
    if (state.mode === 'status500') return void res.writeHead(500).end('Internal error');
    const vin = url.searchParams.get('vin') ?? '';
    if (state.mode === 'badKey' || url.searchParams.get('key') !== opts.key)
      return json(res, {
        vin,
        success: false,
        error: 'unauthorized_request',
        error_message: 'Invalid API Key / Invalid username or password.',
      });
    if (url.pathname === '/v2/query') {
      if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin))
        return json(res, { vin, success: false, error: 'invalid_vin', error_message: 'Not a valid 17-digit VIN.' });
      if (!opts.withRecords.includes(vin)) return json(res, { vin, id: '', success: false, error: '' });
      const id = ids.get(vin) ?? `T${String(ids.size + 1).padStart(11, '0')}`;
      ids.set(vin, id);
      return json(res, { vin, id, attributes: { vin, make: 'HONDA', model: 'ACCORD' }, success: true, error: '' });
    }
    if (url.pathname === '/v2/pullreport') {
      if (state.mode === 'pullFails' || ids.get(vin) !== url.searchParams.get('id'))
        return json(res, {
          vin,
          success: false,
          error: 'failed_request',
          error_message: 'Report ID does not match VIN.',
        });
      return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(FAKE_VINAUDIT_PDF);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
