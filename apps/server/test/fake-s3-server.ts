import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

export type FakeS3Object = { data: Buffer; contentType: string; cacheControl: string | null };
export type FakeS3Request = { method: string; path: string; signed: boolean };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * A small S3 stand-in on 127.0.0.1 for the storage adapter's tests: PUT, GET and DELETE of
 * objects with path-style addressing (/bucket/key), kept in memory. Every request must carry a
 * valid AWS Signature V4 for the given key pair (recomputed here: canonical request, string to
 * sign, signing key), and a body whose SHA-256 matches x-amz-content-sha256; otherwise 403.
 */
export async function startFakeS3Server(opts: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}) {
  const region = opts.region ?? 'us-east-1';
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  function verify(req: http.IncomingMessage, body: Buffer): string | null {
    const auth = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return 'missing or malformed Authorization';
    const [, keyId, date, reqRegion, signedHeaders, signature] = m;
    if (keyId !== opts.accessKeyId) return 'unknown access key';
    if (reqRegion !== region) return 'wrong region';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential date';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      return 'body does not match x-amz-content-sha256';
    const url = new URL(req.url ?? '/', 'http://x');
    const query = [...url.searchParams]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&');
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${opts.secretAccessKey}`, date!), region), 's3'), 'aws4_request');
    return hmac(key, toSign).toString('hex') === signature ? null : 'signature does not match';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const problem = verify(req, body);
      requests.push({ method: req.method ?? '', path, signed: problem === null });
      const xml = (status: number, code: string, message = code) =>
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
      if (problem) return xml(403, 'SignatureDoesNotMatch', problem);
      const prefix = `/${opts.bucket}/`;
      if (!path.startsWith(prefix)) return xml(404, 'NoSuchBucket');
      const key = path.slice(prefix.length);
      if (req.method === 'PUT') {
        objects.set(key, {
          data: body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          cacheControl: (req.headers['cache-control'] as string | undefined) ?? null,
        });
        return res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
      }
      if (req.method === 'GET') {
        const obj = objects.get(key);
        if (!obj) return xml(404, 'NoSuchKey');
        return res.writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.data.length }).end(obj.data);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      return xml(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
