/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers return loosely typed bodies */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_TAG } from '@revy/shared';
import type { TestApp } from '../../../test/build-test-app';
import type { TestClient, TestResponse } from '../../../test/http-client';
import { createListing, publishInTable } from '../listings/testing';
import { assets, assetTags } from './assets.table';

/** GPS latitude 37° 46' 30.00" as the EXIF rationals 37/1 46/1 3000/100, to look for in files. */
export const GPS_LATITUDE = '37/1 46/1 3000/100';
const rationals = [37, 1, 46, 1, 3000, 100];
const be = Buffer.from(rationals.flatMap((n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]));
const le = Buffer.from(rationals.flatMap((n) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255]));

/** Whether a file still carries the fixture's GPS latitude (either byte order). */
export const hasGpsLatitude = (file: Buffer) => file.includes(be) || file.includes(le);

/**
 * A JPEG as a phone takes it: EXIF with camera, orientation and GPS position. The left third is
 * red and the rest blue, so a test can tell whether the orientation was applied.
 */
export async function cameraJpeg(
  opts: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const width = opts.width ?? 800;
  const height = opts.height ?? 600;
  const red = await sharp({ create: { width: Math.round(width / 3), height, channels: 3, background: '#e00000' } })
    .png()
    .toBuffer();
  return (
    sharp({ create: { width, height, channels: 3, background: '#0000e0' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'RevyCam', Model: 'Test Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: GPS_LATITUDE,
          GPSLongitudeRef: 'W',
          GPSLongitude: '122/1 25/1 1000/100',
        },
      })
      // libvips writes the orientation from its own field, not from withExif's IFD0.
      .withMetadata({ orientation: opts.orientation ?? 1 })
      .toBuffer()
  );
}

/** POST (or another method) of a multipart form over real HTTP as `client` (FormData + Blob). */
export async function sendMultipart(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
  method = 'POST',
): Promise<TestResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  const headers: Record<string, string> = { 'x-forwarded-for': client.ip };
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(path, client.baseUrl), { method, body: form, headers });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return {
    status: res.status,
    headers: res.headers,
    body: isJson && text ? JSON.parse(text) : undefined,
    text,
    setCookies: [],
  };
}

/** Uploads a photo to `targetId` and expects 201. */
export async function uploadPhoto(
  client: TestClient,
  targetId: string,
  fields: Record<string, string> = {},
  data?: Buffer,
) {
  const res = await sendMultipart(client, '/v1/asset', { targetId, ...fields }, { data: data ?? (await smallJpeg()) });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body as {
    id: string;
    files: Record<string, string>;
    tags: { name: string; ordinal: number }[];
    [k: string]: any;
  };
}

let small: Promise<Buffer> | undefined;
/** A plain 400x300 JPEG (cheap to process), made once. */
export function smallJpeg(): Promise<Buffer> {
  small ??= sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  return small;
}

/** A listing of `client`'s user, unpublished. */
export async function listingOf(client: TestClient): Promise<string> {
  return (await createListing(client)).id;
}

/** Publishes a listing straight in the table (publishing rules are the listings module's, and so is the fixture). */
export function publish(t: TestApp, listingId: string): Promise<void> {
  return publishInTable(t, listingId);
}

/** Adds a ready photo to a listing straight in the tables (the upload pipeline is not under test then). */
export async function addPhoto(t: TestApp, listingId: string, ordinal?: number) {
  const [a] = await t.ctx.db
    .insert(assets)
    .values({
      targetId: listingId,
      status: 'ready',
      files: { cover300x200: `/files/${listingId}/${ordinal ?? 'x'}.webp` },
    })
    .returning({ id: assets.id });
  await t.ctx.db
    .insert(assetTags)
    .values({ assetId: a!.id, targetId: listingId, tag: PHOTO_TAG, ...(ordinal === undefined ? {} : { ordinal }) });
  return a!.id;
}

/** GET of a file URL from `files` (relative URLs are the app's own). */
export async function fetchFile(t: TestApp, url: string): Promise<Response> {
  return fetch(new URL(url, t.url));
}

/** A data folder of its own for a test app, so stored files land in the temp folder. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'revy-assets-test-'));
}
