import sharp from 'sharp';

/**
 * Demo listing photos, drawn rather than downloaded: the machine that seeds demo data has no
 * internet and we ship no third-party images. Each car gets a side view, a front view, a rear
 * view and a dashboard, in its own colour and body shape, on a few backdrops. They are JPEGs
 * fed through the same upload pipeline as a seller's photos.
 */
export type DemoBody = 'sedan' | 'suv' | 'hatchback' | 'pickup' | 'wagon' | 'convertible';
export type DemoShot = 'side' | 'front' | 'rear' | 'interior';
export const DEMO_SHOTS: DemoShot[] = ['side', 'front', 'rear', 'interior'];

const W = 1600;
const H = 1067;

type Scene = { sky: [string, string]; ground: string; far: string };
const SCENES: Scene[] = [
  { sky: ['#8ec5ff', '#e0f0ff'], ground: '#8a8f96', far: '#7aa36b' },
  { sky: ['#ffb88c', '#ffe7d1'], ground: '#777b80', far: '#a4866c' },
  { sky: ['#b8c6db', '#f5f7fa'], ground: '#6f7479', far: '#9aa5b1' },
];

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const r = ch(n >> 16);
  const g = ch((n >> 8) & 0xff);
  const b = ch(n & 0xff);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function backdrop(scene: Scene): string {
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(scene.ground, 0.08)}"/><stop offset="1" stop-color="${shade(scene.ground, -0.12)}"/></linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 600 Q 200 520 420 580 T 860 560 T 1300 570 T 1600 540 V 700 H 0 Z" fill="${scene.far}" opacity="0.85"/>
  <rect y="690" width="${W}" height="${H - 690}" fill="url(#road)"/>
  <rect y="690" width="${W}" height="6" fill="#ffffff" opacity="0.35"/>`;
}

/** Side profile: body outline per type, windows, wheels with rims. */
function side(body: DemoBody, color: string): string {
  const dark = shade(color, -0.18);
  const light = shade(color, 0.18);
  const roof: Record<DemoBody, string> = {
    sedan: 'M430 560 L560 440 Q600 420 680 418 L960 418 Q1030 420 1080 470 L1160 560 Z',
    hatchback: 'M450 560 L570 440 Q610 420 690 418 L1010 418 Q1080 425 1110 470 L1140 560 Z',
    wagon: 'M430 560 L560 440 Q600 418 680 414 L1150 414 Q1190 420 1200 470 L1210 560 Z',
    suv: 'M420 560 L520 410 Q550 385 620 382 L1130 382 Q1190 386 1210 430 L1230 560 Z',
    pickup: 'M560 560 L640 410 Q660 388 720 386 L930 386 Q960 388 970 420 L990 560 Z',
    convertible: 'M520 560 L600 500 L900 500 L960 560 Z',
  };
  const lower =
    body === 'pickup'
      ? `<path d="M300 560 Q300 520 360 515 L990 515 L990 470 L1330 470 Q1350 470 1350 500 L1350 640 L300 640 Z" fill="${color}"/>`
      : `<path d="M280 580 Q285 530 360 520 L1250 520 Q1330 525 1340 580 L1345 650 L280 650 Z" fill="${color}"/>`;
  return `
  <ellipse cx="810" cy="760" rx="620" ry="40" fill="url(#shadow)"/>
  ${lower}
  <path d="${roof[body]}" fill="${dark}"/>
  <path d="${roof[body]}" fill="#cfe3f2" opacity="0.75" transform="translate(810 500) scale(0.9 0.78) translate(-810 -500)"/>
  <rect x="${body === 'pickup' ? 760 : 800}" y="420" width="14" height="140" fill="${dark}"/>
  <path d="M300 600 L1340 600" stroke="${light}" stroke-width="6" opacity="0.7"/>
  <rect x="1260" y="545" width="70" height="22" rx="8" fill="#fff6c8"/>
  <rect x="285" y="545" width="45" height="20" rx="6" fill="#d9302c"/>
  ${[470, 1150]
    .map(
      (x) => `
    <circle cx="${x}" cy="650" r="98" fill="#1c1c1f"/>
    <circle cx="${x}" cy="650" r="58" fill="#b9bec5"/>
    <circle cx="${x}" cy="650" r="20" fill="#6d737b"/>
    ${[0, 72, 144, 216, 288].map((a) => `<rect x="${x - 6}" y="600" width="12" height="36" fill="#8b9099" transform="rotate(${a} ${x} 650)"/>`).join('')}`,
    )
    .join('')}`;
}

function front(body: DemoBody, color: string): string {
  const dark = shade(color, -0.2);
  const tall = body === 'suv' || body === 'pickup';
  const top = tall ? 330 : 390;
  return `
  <ellipse cx="800" cy="800" rx="520" ry="40" fill="url(#shadow)"/>
  <path d="M${body === 'convertible' ? 560 : 520} ${top + 20} Q800 ${top - 30} ${body === 'convertible' ? 1040 : 1080} ${top + 20} L1150 540 L450 540 Z" fill="${body === 'convertible' ? '#2b2b30' : dark}"/>
  <path d="M560 ${top + 40} Q800 ${top} 1040 ${top + 40} L1100 530 L500 530 Z" fill="#cfe3f2" opacity="0.8"/>
  <rect x="340" y="530" width="920" height="220" rx="60" fill="${color}"/>
  <rect x="620" y="610" width="360" height="80" rx="20" fill="#1f2024"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="640" y="${624 + i * 16}" width="320" height="6" fill="#3a3c42"/>`).join('')}
  <rect x="390" y="575" width="180" height="60" rx="24" fill="#fffbe0"/>
  <rect x="1030" y="575" width="180" height="60" rx="24" fill="#fffbe0"/>
  <rect x="700" y="700" width="200" height="40" rx="6" fill="#f4f4f4"/>
  <rect x="360" y="740" width="140" height="70" rx="14" fill="#1c1c1f"/>
  <rect x="1100" y="740" width="140" height="70" rx="14" fill="#1c1c1f"/>`;
}

function rear(body: DemoBody, color: string): string {
  const dark = shade(color, -0.2);
  const top = body === 'suv' || body === 'pickup' ? 330 : 400;
  return `
  <ellipse cx="800" cy="800" rx="520" ry="40" fill="url(#shadow)"/>
  <path d="M530 ${top + 20} Q800 ${top - 20} 1070 ${top + 20} L1150 540 L450 540 Z" fill="${dark}"/>
  <path d="M580 ${top + 45} Q800 ${top + 10} 1020 ${top + 45} L1080 520 L520 520 Z" fill="#9fb5c7" opacity="0.85"/>
  <rect x="340" y="530" width="920" height="220" rx="50" fill="${color}"/>
  <rect x="380" y="570" width="220" height="55" rx="16" fill="#c8202a"/>
  <rect x="1000" y="570" width="220" height="55" rx="16" fill="#c8202a"/>
  <rect x="700" y="650" width="200" height="45" rx="6" fill="#f4f4f4"/>
  <rect x="360" y="740" width="140" height="70" rx="14" fill="#1c1c1f"/>
  <rect x="1100" y="740" width="140" height="70" rx="14" fill="#1c1c1f"/>`;
}

function interior(color: string): string {
  return `
  <rect width="${W}" height="${H}" fill="#2a2b30"/>
  <path d="M0 0 H${W} V420 Q800 360 0 420 Z" fill="#b9d4ea" opacity="0.8"/>
  <path d="M0 420 Q800 360 ${W} 420 V640 H0 Z" fill="#1d1e22"/>
  <rect x="120" y="470" width="1360" height="40" rx="12" fill="${shade(color, -0.25)}" opacity="0.9"/>
  <rect x="980" y="520" width="300" height="170" rx="18" fill="#0e1320"/>
  <rect x="1000" y="540" width="260" height="130" rx="10" fill="#3b6fb6" opacity="0.85"/>
  <circle cx="560" cy="720" r="250" fill="none" stroke="#15161a" stroke-width="46"/>
  <rect x="520" y="640" width="80" height="90" rx="20" fill="#15161a"/>
  <path d="M330 720 H790" stroke="#15161a" stroke-width="40"/>
  <circle cx="470" cy="560" r="55" fill="#111" stroke="#d0d4da" stroke-width="6"/>
  <circle cx="650" cy="560" r="55" fill="#111" stroke="#d0d4da" stroke-width="6"/>
  <rect x="0" y="900" width="${W}" height="167" fill="#3a3a3f"/>`;
}

/** Paint: lit from above, a highlight band, darker sills, so the body reads as metal. */
function paint(color: string): string {
  return `<defs>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(color, 0.22)}"/><stop offset="0.35" stop-color="${shade(color, 0.05)}"/>
      <stop offset="0.5" stop-color="${shade(color, 0.3)}"/><stop offset="0.62" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eaf4fb"/><stop offset="0.5" stop-color="#8fa9bd"/><stop offset="1" stop-color="#4d6272"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
  </defs>`;
}

let grainPng: Promise<Buffer> | undefined;
/** A little sensor grain, so encoders and the pipeline see photo-like data. Made once. */
function grain(): Promise<Buffer> {
  grainPng ??= sharp({
    create: {
      width: W,
      height: H,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return grainPng;
}

/** One demo photo as a JPEG buffer, 1600x1067. */
export async function renderDemoPhoto(opts: {
  body: DemoBody;
  color: string;
  shot: DemoShot;
  scene?: number;
}): Promise<Buffer> {
  const scene = SCENES[(opts.scene ?? 0) % SCENES.length]!;
  const subject =
    opts.shot === 'side'
      ? side(opts.body, opts.color)
      : opts.shot === 'front'
        ? front(opts.body, opts.color)
        : opts.shot === 'rear'
          ? rear(opts.body, opts.color)
          : interior(opts.color);
  const painted = subject
    .replaceAll(`fill="${opts.color}"`, 'fill="url(#paint)"')
    .replaceAll('fill="#cfe3f2"', 'fill="url(#glass)"');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${paint(opts.color)}${opts.shot === 'interior' ? '' : backdrop(scene)}${painted}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: await grain(), blend: 'soft-light' }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
