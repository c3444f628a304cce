// Draws the PWA and notification icons (apps/web/public/icons) from the favicon's car, with sharp. Run after the
// logo changes: node scripts/make-icons.mjs. The PNGs are committed; nothing runs this at build time.
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib.mjs';

const out = (name) => path.join(ROOT, 'apps/web/public/icons', name);
const car = (fill) =>
  `<path d="M14 40l5-12c1-3 3-4 6-4h14c3 0 5 1 6 4l5 12v8h-6v-4H20v4h-6z" fill="${fill}"/>` +
  `<circle cx="22" cy="39" r="3" fill="#5F3566"/><circle cx="42" cy="39" r="3" fill="#5F3566"/>`;
// "any": the rounded tile as on the favicon. Maskable: full-bleed purple with the car inside the 80% safe zone.
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#5F3566"/>${car('#fff')}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5F3566"/><g transform="translate(9.6 9.6) scale(0.7)">${car('#fff')}</g></svg>`;
// The Android status-bar badge: white on transparent, the car alone.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 14 48 40"><path d="M14 40l5-12c1-3 3-4 6-4h14c3 0 5 1 6 4l5 12v8h-6v-4H20v4h-6z" fill="#fff"/></svg>`;
// iOS home screen: square (iOS rounds it), no transparency.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5F3566"/><g transform="translate(6.4 6.4) scale(0.8)">${car('#fff')}</g></svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png()
    .toFile(out(file));
await render(tile, 192, 'icon-192.png');
await render(tile, 512, 'icon-512.png');
await render(maskable, 512, 'maskable-512.png');
await render(apple, 180, 'apple-touch-icon.png');
await render(badge, 96, 'badge-96.png');
console.log('icons written to apps/web/public/icons');
