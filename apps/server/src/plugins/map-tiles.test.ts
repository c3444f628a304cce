import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeWebDist } from '../../test/web-dist';
import { createSignedInUser } from '../../test/factories';
import { createPublished } from '../modules/listings/testing';

const TILE = 'data:image/png;base64,iVBORw0KGgo=';

describe('MAP_TILE_URL (issue 19: the showroom map)', () => {
  it('is off unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).map).toBeNull();
  });

  it('takes an XYZ template with its credit, and a data: image for every tile', () => {
    const osm = loadConfig({
      NODE_ENV: 'test',
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example contributors',
    }).map;
    expect(osm).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
      imageOrigin: 'https://*.tiles.example.com',
    });
    const local = loadConfig({
      NODE_ENV: 'test',
      MAP_TILE_URL: 'http://127.0.0.1:8089/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Local',
    });
    expect(local.map?.imageOrigin).toBe('http://127.0.0.1:8089');
    expect(loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: TILE }).map).toEqual({
      tileUrl: TILE,
      attribution: '',
      imageOrigin: null,
    });
  });

  it('refuses to start on a template it cannot use, or without the provider credit', () => {
    for (const url of [
      'tiles.example.com/{z}/{x}/{y}.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/tile.png',
      'javascript:alert(1)//{z}{x}{y}',
      'data:text/html,<b>{z}{x}{y}</b>',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x' }), url).toThrow(
        ConfigError,
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
  });
});

describe('the page carries the tiles, and the policy allows them', () => {
  let t: TestApp;
  let dist: ReturnType<typeof makeWebDist>;
  beforeAll(async () => {
    dist = makeWebDist(
      '<!doctype html><html><head><title>Revy</title></head><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp({
      config: {
        serveWeb: true,
        webDistDir: dist.dir,
        map: {
          tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
          attribution: '<b>Example</b>',
          imageOrigin: 'https://*.tiles.example.com',
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    dist?.remove();
  });

  it('writes the template and credit into window.__REVY__ and adds the tile origin to img-src', async () => {
    await createPublished(t, (await createSignedInUser(t)).client);
    const page = await t.client().get('/showroom');
    const values = JSON.parse(/id="revy-config">([\s\S]*?)<\/script>/.exec(page.text)![1]!);
    expect(values.map).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      attribution: '<b>Example</b>',
    });
    // The credit is data in a JSON block: its "<" never closes the script.
    expect(page.text).not.toContain('<b>Example</b>');
    // The server-drawn showroom has the List/Map toggle the app will draw, so nothing moves when it starts.
    expect(page.text).toContain('aria-label="Show the cars as"');
    expect(page.headers.get('content-security-policy')).toMatch(
      /img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.com/,
    );
  });
});
