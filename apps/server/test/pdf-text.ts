import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import type { TestApp } from './build-test-app';
import type { TestClient } from './http-client';

/** A binary GET as `client` (its cookies and address; TestClient reads bodies as text): bytes, and JSON errors. */
export async function download(t: TestApp, client: TestClient, path: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(path, t.url), {
    headers: { 'x-forwarded-for': client.ip, ...(cookie ? { cookie } : {}) },
  });
  const data = new Uint8Array(await res.arrayBuffer());
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return {
    status: res.status,
    headers: res.headers,
    data,
    json: isJson ? JSON.parse(Buffer.from(data).toString()) : null,
  };
}

/**
 * The text a PDF drawn with pdf-lib's standard fonts shows, page by page, one string per drawn line (its
 * content streams hold each line as a hex string shown with `Tj`). Enough to assert what a generated document
 * says; not a general PDF text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[][]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  return { pages: doc.getPages().map(pageLines), title: doc.getTitle() };
}

function pageLines(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const m of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  }
  return lines;
}
