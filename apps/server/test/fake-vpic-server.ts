import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for NHTSA's vPIC web API on 127.0.0.1: answers
 * GET /api/vehicles/DecodeVinValuesExtended/{vin}?format=json with `results[vin]` (one
 * Results row, vPIC's key names), an empty row for other VINs, or `failWith` as the status.
 */
export async function startFakeVpicServer(results: Record<string, Record<string, string>>) {
  const requests: string[] = [];
  const state = { failWith: 0 };
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const match = /^\/api\/vehicles\/DecodeVinValuesExtended\/([A-Z0-9]+)\?format=json$/.exec(req.url ?? '');
    if (state.failWith) {
      res.writeHead(state.failWith, { 'content-type': 'text/plain' }).end('upstream trouble');
      return;
    }
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const vin = match[1]!;
    const row = results[vin] ?? {
      Make: '',
      Model: '',
      ErrorCode: '8',
      ErrorText: '8 - No detailed data available currently',
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        Count: 1,
        Message: 'Results returned successfully',
        SearchCriteria: `VIN:${vin}`,
        Results: [{ VIN: vin, ...row }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
