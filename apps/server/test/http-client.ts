/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are loosely typed on purpose: tests assert on them */
import { randomInt } from 'node:crypto';

export type TestResponse<T = any> = {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else undefined. */
  body: T;
  text: string;
  /** Raw Set-Cookie headers of this response. */
  setCookies: string[];
};

export type RequestOptions = {
  /** Sent as JSON (content-type application/json). */
  json?: unknown;
  /** Sent as is (for malformed payloads); set content-type in headers. */
  body?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
};

/**
 * A tiny browser stand-in over real HTTP: keeps cookies between requests (like a browser
 * with one tab) and sends X-Forwarded-For with its own random address, so per-address rate
 * limits of one client do not leak into other tests (the test app trusts the proxy header).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    public ip: string = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('revy_session');
  }

  async request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...opts.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | Buffer | undefined = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) this.storeCookie(c);
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return {
      status: res.status,
      headers: res.headers,
      body: (isJson && text ? JSON.parse(text) : undefined) as T,
      text,
      setCookies,
    };
  }

  get = <T = any>(path: string, opts?: RequestOptions) => this.request<T>('GET', path, opts);
  post = <T = any>(path: string, json?: unknown, opts?: RequestOptions) =>
    this.request<T>('POST', path, { ...opts, json });
  put = <T = any>(path: string, json?: unknown, opts?: RequestOptions) =>
    this.request<T>('PUT', path, { ...opts, json });
  delete = <T = any>(path: string, opts?: RequestOptions) => this.request<T>('DELETE', path, opts);

  private storeCookie(header: string) {
    const [pair, ...attrs] = header.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attrs.some((a) => {
      const [k, v] = a.trim().split('=');
      if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Attributes of one Set-Cookie header, lower-cased names: `{ httponly: true, samesite: 'Lax', ... }`. */
export function cookieAttributes(header: string): Record<string, string | true> {
  const [, ...attrs] = header.split(';');
  return Object.fromEntries(
    attrs.map((a) => {
      const [k, ...v] = a.trim().split('=');
      return [k!.toLowerCase(), v.length ? v.join('=') : true];
    }),
  );
}
