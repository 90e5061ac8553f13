/**
 * Generates the original SVG artwork of the home page and the splash screen (site-and-portals.md §2.3, §2.4, §3):
 * abstract artist portraits, release covers, merchandise mockups, news images and splash backgrounds (rasterized to
 * WebP). No stock
 * photos: every image is drawn here from shapes and gradients, deterministically (a seeded random generator), so
 * running the script again reproduces the committed files byte for byte.
 *
 * Usage: `npx tsx scripts/generate-artwork.ts` (writes content/images/{artists,releases,merchandise,news,splash}).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', 'content', 'images');
const SANS = "font-family=\"'Helvetica Neue',Helvetica,Arial,'Liberation Sans',sans-serif\"";
const MAX_BYTES = 6 * 1024;
/**
 * Splash backgrounds are sent as WebP, not SVG: their blur filters, rasterized by the browser on the main thread,
 * blocked the home page's first taps on a slow phone (decision 0004). Two widths, so a phone decodes the small one.
 */
const SPLASH_WIDTHS = [800, 1600] as const;
const SPLASH_MAX_BYTES: Record<(typeof SPLASH_WIDTHS)[number], number> = { 800: 10 * 1024, 1600: 24 * 1024 };

/** A small seeded pseudo-random generator (mulberry32), so the output is stable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** A gradient stop: offset, colour and optional opacity. */
type Stop = [string, string, number?];

function stopsOf(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

/** A linear gradient from the top-left corner towards (x2, y2), or along explicit coordinate attributes. */
function linear(id: string, stops: Stop[], x2 = 0, y2 = 1, coords?: string): string {
  return `<linearGradient id="${id}" ${coords ?? `x1="0" y1="0" x2="${x2}" y2="${y2}"`}>${stopsOf(stops)}</linearGradient>`;
}

function radial(id: string, stops: Stop[], extra = ''): string {
  return `<radialGradient id="${id}"${extra}>${stopsOf(stops)}</radialGradient>`;
}

function write(folder: string, name: string, content: string): void {
  const dir = path.join(root, folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.svg`);
  fs.writeFileSync(file, content);
  const size = Buffer.byteLength(content);
  const flag = size > MAX_BYTES ? '  <-- over budget' : '';
  console.log(`${path.relative(process.cwd(), file)}  ${size} B${flag}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Artists: abstract head-and-shoulders silhouettes with a rim light, 480 x 600.
// ---------------------------------------------------------------------------------------------------------------

type Hair = 'afro' | 'bun' | 'long' | 'crop' | 'cap' | 'swept' | 'locs';
type Backdrop = 'rings' | 'bars' | 'beams' | 'dots';

const HEAD =
  '<ellipse cx="240" cy="268" rx="70" ry="86"/><rect x="210" y="330" width="60" height="120" rx="22"/>';
const SHOULDERS = '<path d="M36 600C44 494 130 440 240 438C350 440 436 494 444 600Z"/>';

const HAIR: Record<Hair, string> = {
  afro: '<circle cx="240" cy="236" r="124"/><circle cx="160" cy="290" r="46"/><circle cx="320" cy="290" r="46"/>',
  bun: '<circle cx="240" cy="148" r="44"/><ellipse cx="240" cy="236" rx="78" ry="76"/>',
  long: '<path d="M158 262C148 170 196 162 240 160C296 158 338 186 322 262C330 336 344 404 366 456L114 456C136 404 150 336 158 262Z"/>',
  crop: '<ellipse cx="240" cy="226" rx="78" ry="74"/>',
  cap: '<path d="M160 240C158 168 200 142 240 142C292 142 324 172 322 240Z"/><path d="M300 224C344 216 378 226 392 240C366 248 332 248 300 244Z"/>',
  swept:
    '<path d="M162 256C146 172 208 138 264 146C316 154 342 198 322 258C302 214 250 200 198 218C184 228 172 240 162 256Z"/>',
  locs: '<ellipse cx="240" cy="222" rx="80" ry="72"/><path d="M164 230L150 400L178 402L190 250ZM316 230L330 400L302 402L290 250ZM186 200L176 360L200 362L206 220ZM294 200L304 360L280 362L274 220Z"/>',
};

function backdrop(kind: Backdrop, colour: string, rand: () => number): string {
  switch (kind) {
    case 'rings':
      return [150, 196, 246, 300]
        .map(
          (r, i) =>
            `<circle cx="240" cy="268" r="${r}" fill="none" stroke="${colour}" stroke-opacity="${0.32 - i * 0.06}" stroke-width="2"/>`,
        )
        .join('');
    case 'bars': {
      let bars = '';
      for (let i = 0; i < 16; i++) {
        const h = 60 + Math.round(rand() * 260);
        bars += `<rect x="${8 + i * 30}" y="${600 - h}" width="18" height="${h}" rx="9"/>`;
      }
      return `<g fill="${colour}" fill-opacity=".28">${bars}</g>`;
    }
    case 'beams':
      return `<g fill="${colour}" fill-opacity=".16"><path d="M240 -20L60 600H140Z"/><path d="M240 -20L340 600H420Z"/><path d="M240 -20L520 420V560Z"/></g>`;
    case 'dots':
      return (
        `<pattern id="dp" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="3.5" fill="${colour}"/></pattern>` +
        '<rect width="480" height="600" fill="url(#dp)" fill-opacity=".3"/>'
      );
  }
}

interface Portrait {
  slug: string;
  bg: [string, string];
  glow: string;
  rim: string;
  body: [string, string];
  /** One hair style for a solo portrait; three for a band (drawn as a trio, the middle one in front). */
  hair: Hair | [Hair, Hair, Hair];
  backdrop: Backdrop;
  headphones?: string;
}

/** Band members: horizontal centre and scale of each silhouette (back row first, front member last). */
const TRIO: [number, number][] = [
  [120, 0.56],
  [360, 0.56],
  [240, 0.68],
];

function portrait(p: Portrait, seed: number): string {
  const rand = seeded(seed);
  const hairs = typeof p.hair === 'string' ? [p.hair] : p.hair;
  const shapes = hairs.map((h, i) => `<g id="s${i}">${HAIR[h]}${HEAD}${SHOULDERS}</g>`).join('');
  const defs =
    linear(
      'bg',
      [
        ['0', p.bg[0]],
        ['1', p.bg[1]],
      ],
      1,
      1,
    ) +
    radial('gl', [
      ['0', p.glow, 0.75],
      ['.6', p.glow, 0.12],
      ['1', p.glow, 0],
    ]) +
    linear('bd', [
      ['0', p.body[0]],
      ['1', p.body[1]],
    ]) +
    shapes;
  const figure = (i: number, transform = '') =>
    `<g${transform}><use href="#s${i}" x="-8" y="-3" fill="${p.rim}" fill-opacity=".9"/><use href="#s${i}" fill="url(#bd)"/></g>`;
  const figures =
    hairs.length === 1
      ? figure(0)
      : TRIO.map(([cx, k], i) =>
          figure(i, ` transform="translate(${r1(cx - 240 * k)} ${r1(600 - 600 * k)}) scale(${k})"`),
        ).join('');
  const phones = p.headphones
    ? `<path d="M156 270C152 150 328 150 324 270" fill="none" stroke="${p.headphones}" stroke-width="14" stroke-linecap="round"/><rect x="138" y="246" width="32" height="70" rx="14" fill="${p.headphones}"/><rect x="310" y="246" width="32" height="70" rx="14" fill="${p.headphones}"/>`
    : '';
  const body =
    `<defs>${defs}</defs>` +
    '<rect width="480" height="600" fill="url(#bg)"/>' +
    '<circle cx="240" cy="250" r="290" fill="url(#gl)"/>' +
    backdrop(p.backdrop, p.glow, rand) +
    figures +
    phones;
  return svg(480, 600, body);
}

/** The seven home-page artists: the six of the roster (content/roster.ts) and the label's producer. */
const portraits: Portrait[] = [
  {
    slug: 'nova-reign',
    bg: ['#3b0764', '#be185d'],
    glow: '#f472b6',
    rim: '#fbcfe8',
    body: ['#1e0a24', '#0b0410'],
    hair: 'afro',
    backdrop: 'rings',
  },
  {
    slug: 'kofi-adebayo',
    bg: ['#7c2d12', '#f59e0b'],
    glow: '#fde68a',
    rim: '#fef3c7',
    body: ['#1c0f07', '#0a0503'],
    hair: 'cap',
    backdrop: 'beams',
  },
  {
    slug: 'marisol-vega',
    bg: ['#450a0a', '#dc2626'],
    glow: '#fca5a5',
    rim: '#fee2e2',
    body: ['#1f0707', '#0d0303'],
    hair: 'long',
    backdrop: 'beams',
  },
  {
    slug: 'dre-marcus',
    bg: ['#14532d', '#65a30d'],
    glow: '#bef264',
    rim: '#ecfccb',
    body: ['#071a0e', '#030a05'],
    hair: 'locs',
    backdrop: 'bars',
  },
  {
    slug: 'amara-sol',
    bg: ['#0c4a6e', '#0891b2'],
    glow: '#67e8f9',
    rim: '#cffafe',
    body: ['#061a24', '#02090d'],
    hair: 'bun',
    backdrop: 'dots',
  },
  {
    slug: 'the-velvet-hours',
    bg: ['#1e1b4b', '#4f46e5'],
    glow: '#a5b4fc',
    rim: '#e0e7ff',
    body: ['#0c0a24', '#05040f'],
    hair: ['long', 'bun', 'crop'],
    backdrop: 'rings',
  },
  {
    slug: 'ezra-kade',
    bg: ['#111827', '#7c3aed'],
    glow: '#c4b5fd',
    rim: '#ede9fe',
    body: ['#0d0a1a', '#050409'],
    hair: 'crop',
    backdrop: 'bars',
    headphones: '#f97316',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Release covers: 600 x 600, typography and shapes.
// ---------------------------------------------------------------------------------------------------------------

function coverText(
  artist: string,
  title: string,
  fill: string,
  align: 'middle' | 'start' = 'middle',
): string {
  const x = align === 'middle' ? 300 : 44;
  return (
    `<g ${SANS} fill="${fill}" text-anchor="${align}">` +
    `<text x="${x}" y="64" font-size="20" font-weight="700" letter-spacing="8">${artist.toUpperCase()}</text>` +
    `<text x="${x}" y="556" font-size="34" font-weight="800" letter-spacing="3">${title.toUpperCase()}</text></g>`
  );
}

function midnightFrequencies(): string {
  let cuts = '';
  for (let i = 0; i < 6; i++) cuts += `<rect x="140" y="${318 + i * 22}" width="320" height="${3 + i * 2}"/>`;
  let grid = '';
  for (let i = 0; i <= 12; i++) grid += `M${300 + (i - 6) * 18} 400L${300 + (i - 6) * 110} 600`;
  for (const y of [412, 430, 456, 492, 540]) grid += `M0 ${y}H600`;
  const body =
    `<defs>${linear('bg', [
      ['0', '#12002b'],
      ['1', '#3b0764'],
    ])}${linear('sun', [
      ['0', '#fde047'],
      ['.5', '#fb923c'],
      ['1', '#db2777'],
    ])}</defs>` +
    '<rect width="600" height="600" fill="url(#bg)"/>' +
    '<circle cx="300" cy="280" r="160" fill="url(#sun)"/>' +
    `<g fill="#220640">${cuts}</g>` +
    '<rect y="400" width="600" height="200" fill="#12002b"/>' +
    `<path d="${grid}" stroke="#f472b6" stroke-opacity=".55" stroke-width="2" fill="none"/>` +
    coverText('Nova Reign', 'Midnight Frequencies', '#fdf2f8');
  return svg(600, 600, body);
}

function goldenHourStatic(): string {
  const body =
    `<defs>${linear(
      'bg',
      [
        ['0', '#fbbf24'],
        ['1', '#ea580c'],
      ],
      1,
      1,
    )}<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2.2" fill="#1c1917" fill-opacity=".22"/></pattern></defs>` +
    '<rect width="600" height="600" fill="url(#bg)"/>' +
    '<rect width="600" height="600" fill="url(#p)"/>' +
    '<circle cx="560" cy="500" r="170" fill="#1c1917"/>' +
    '<circle cx="560" cy="500" r="130" fill="none" stroke="#44403c" stroke-width="2"/>' +
    '<circle cx="560" cy="500" r="96" fill="none" stroke="#44403c" stroke-width="2"/>' +
    '<circle cx="560" cy="500" r="48" fill="#fbbf24"/>' +
    `<g ${SANS} fill="#1c1917" font-weight="900" font-size="96" letter-spacing="-3">` +
    '<text x="36" y="170">GOLDEN</text><text x="36" y="262">HOUR</text><text x="36" y="354">STATIC</text></g>' +
    `<text x="40" y="70" ${SANS} font-size="20" font-weight="700" letter-spacing="8" fill="#1c1917">KOFI ADEBAYO</text>`;
  return svg(600, 600, body);
}

function paperSatellites(): string {
  const rand = seeded(31);
  let stars = '';
  for (let i = 0; i < 60; i++)
    stars += `<circle cx="${Math.round(rand() * 600)}" cy="${Math.round(rand() * 600)}" r="${r1(0.6 + rand() * 1.6)}"/>`;
  const orbits = [
    [220, 90, -18],
    [260, 120, -18],
    [180, 60, 24],
  ]
    .map(
      ([rx, ry, a]) => `<ellipse cx="300" cy="290" rx="${rx}" ry="${ry}" transform="rotate(${a} 300 290)"/>`,
    )
    .join('');
  const body =
    `<defs>${linear('bg', [
      ['0', '#0b1026'],
      ['1', '#1e3a8a'],
    ])}${radial(
      'pl',
      [
        ['0', '#fef9c3'],
        ['1', '#f59e0b'],
      ],
      ' cx=".35" cy=".35"',
    )}</defs>` +
    '<rect width="600" height="600" fill="url(#bg)"/>' +
    `<g fill="#fff" fill-opacity=".7">${stars}</g>` +
    `<g fill="none" stroke="#e0e7ff" stroke-opacity=".45" stroke-width="2">${orbits}</g>` +
    '<circle cx="300" cy="290" r="70" fill="url(#pl)"/>' +
    '<circle cx="92" cy="344" r="18" fill="#f9a8d4"/><circle cx="486" cy="226" r="12" fill="#a5f3fc"/><circle cx="404" cy="350" r="9" fill="#fff"/>' +
    '<path d="M456 150l30-14 14 30-30 14z" fill="#fff" fill-opacity=".9"/>' +
    coverText('Amara Sol', 'Paper Satellites', '#f8fafc', 'start');
  return svg(600, 600, body);
}

function concreteBloom(): string {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI * 2) / 8;
    const cx = 300 + Math.cos(a) * 84;
    const cy = 290 + Math.sin(a) * 84;
    petals += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="92" fill="${i % 2 ? '#f472b6' : '#22c55e'}"/>`;
  }
  const body =
    `<defs>${linear('bg', [
      ['0', '#e7e5e4'],
      ['1', '#a8a29e'],
    ])}</defs>` +
    '<rect width="600" height="600" fill="url(#bg)"/>' +
    '<path d="M0 470H600M0 500H600" stroke="#78716c" stroke-opacity=".5"/>' +
    `<g style="mix-blend-mode:multiply" fill-opacity=".75">${petals}</g>` +
    '<circle cx="300" cy="290" r="44" fill="#1c1917"/>' +
    '<rect x="296" y="380" width="8" height="120" fill="#1c1917"/>' +
    coverText('Dre Marcus', 'Concrete Bloom', '#1c1917');
  return svg(600, 600, body);
}

function afterTheRain(): string {
  let waves = '';
  for (let i = 0; i < 10; i++) {
    const y = 250 + i * 26;
    const amp = 18 + i * 3;
    waves += `<path d="M-20 ${y}C80 ${y - amp} 160 ${y + amp} 300 ${y}S520 ${y - amp} 620 ${y}" stroke-opacity="${r1(0.9 - i * 0.07)}"/>`;
  }
  const rand = seeded(7);
  let rain = '';
  for (let i = 0; i < 34; i++) {
    const x = Math.round(rand() * 640);
    const y = Math.round(rand() * 220);
    rain += `M${x} ${y}l-10 ${24 + Math.round(rand() * 20)}`;
  }
  const body =
    `<defs>${linear('bg', [
      ['0', '#042f2e'],
      ['1', '#0f766e'],
    ])}</defs>` +
    '<rect width="600" height="600" fill="url(#bg)"/>' +
    `<path d="${rain}" stroke="#99f6e4" stroke-opacity=".45" stroke-width="2" stroke-linecap="round"/>` +
    `<g fill="none" stroke="#ccfbf1" stroke-width="3">${waves}</g>` +
    coverText('The Velvet Hours', 'After the Rain', '#f0fdfa');
  return svg(600, 600, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Merchandise mockups: 600 x 600 on a warm studio backdrop.
// ---------------------------------------------------------------------------------------------------------------

const TEE =
  'M226 120C246 142 354 142 374 120L470 164L504 262L440 286L420 244V500H180V244L160 286L96 262L130 164Z';
const SWEAT =
  'M230 118C250 140 350 140 370 118L452 150C482 172 494 224 502 300L518 466L462 476L440 304L424 254V500H176V254L160 304L138 476L82 466L98 300C106 224 118 172 148 150Z';

function studio(inner: string, extraDefs = ''): string {
  const defs =
    linear('bg', [
      ['0', '#f5f2ed'],
      ['1', '#ddd6cc'],
    ]) +
    radial('sh', [
      ['0', '#57534e', 0.45],
      ['1', '#57534e', 0],
    ]) +
    linear(
      'fold',
      [
        ['0', '#fff', 0.14],
        ['.5', '#fff', 0],
        ['1', '#000', 0.18],
      ],
      1,
      0,
    ) +
    extraDefs;
  return svg(
    600,
    600,
    `<defs>${defs}</defs><rect width="600" height="600" fill="url(#bg)"/><ellipse cx="300" cy="532" rx="230" ry="26" fill="url(#sh)"/>${inner}`,
  );
}

/** A garment: body colour, optional collar (a rib line), print, and extra details drawn under the shading. */
function garment(shape: string, colour: string, collar: string | null, print: string, extra = ''): string {
  const rib = collar
    ? `<path d="M226 120C246 150 354 150 374 120" fill="none" stroke="${collar}" stroke-width="10" stroke-linecap="round"/>`
    : '';
  return `<path d="${shape}" fill="${colour}"/>${extra}<path d="${shape}" fill="url(#fold)"/>${rib}${print}`;
}

function logoTee(): string {
  const print = `<g ${SANS} fill="#fafaf9" text-anchor="middle"><text x="300" y="290" font-size="82" font-weight="900" letter-spacing="-2">GBF</text><text x="300" y="322" font-size="16" font-weight="700" letter-spacing="7">MUSIC GROUP</text></g>`;
  return studio(garment(TEE, '#18181b', '#3f3f46', print));
}

function independenceTee(): string {
  const print = `<g ${SANS} fill="#18181b" text-anchor="middle" font-weight="800" letter-spacing="3"><text x="300" y="236" font-size="20">WHERE INDEPENDENCE</text><text x="300" y="264" font-size="20">MEETS MAJOR</text></g><rect x="270" y="284" width="60" height="4" fill="#ea580c"/>`;
  return studio(garment(TEE, '#fafaf9', '#d6d3d1', print));
}

function tourTee(): string {
  let lines = '';
  for (let i = 0; i < 6; i++)
    lines += `<rect x="246" y="${292 + i * 18}" width="${108 - (i % 3) * 14}" height="6" rx="3"/>`;
  const print =
    `<g ${SANS} fill="#fef2f2" text-anchor="middle" font-weight="900"><text x="300" y="238" font-size="30" letter-spacing="2">ON THE ROAD</text><text x="300" y="268" font-size="14" letter-spacing="6">GBF WORLD TOUR</text></g>` +
    `<g fill="#fecaca" fill-opacity=".8">${lines}</g>`;
  return studio(garment(TEE, '#b91c1c', '#7f1d1d', print));
}

function frequenciesTee(): string {
  const print =
    `<defs>${linear('sun', [
      ['0', '#fb923c'],
      ['1', '#db2777'],
    ])}</defs>` +
    '<circle cx="300" cy="270" r="64" fill="url(#sun)"/>' +
    '<g fill="#d6c7a8"><rect x="236" y="282" width="128" height="5"/><rect x="236" y="296" width="128" height="7"/><rect x="236" y="312" width="128" height="9"/></g>' +
    `<text x="300" y="372" ${SANS} font-size="15" font-weight="800" letter-spacing="4" text-anchor="middle" fill="#3b0764">MIDNIGHT FREQUENCIES</text>`;
  return studio(garment(TEE, '#d6c7a8', '#b8a682', print));
}

function sticker(): string {
  const defs =
    linear(
      'holo',
      [
        ['0', '#f0abfc'],
        ['.35', '#93c5fd'],
        ['.65', '#6ee7b7'],
        ['1', '#fde68a'],
      ],
      1,
      1,
    ) + '<path id="arc" d="M300 410A110 110 0 1 1 300.1 410"/>';
  const inner =
    '<g transform="rotate(-8 300 300)">' +
    '<circle cx="306" cy="310" r="170" fill="#57534e" fill-opacity=".18"/>' +
    '<circle cx="300" cy="300" r="170" fill="#fff"/>' +
    '<circle cx="300" cy="300" r="152" fill="url(#holo)"/>' +
    '<circle cx="300" cy="300" r="84" fill="#18181b"/>' +
    `<text ${SANS} font-size="56" font-weight="900" fill="#fafaf9" text-anchor="middle" x="300" y="320">GBF</text>` +
    `<text ${SANS} font-size="19" font-weight="800" letter-spacing="6" fill="#18181b"><textPath href="#arc">WHERE INDEPENDENCE MEETS MAJOR ✦</textPath></text>` +
    '<path d="M414 402A170 170 0 0 1 382 440L420 430Z" fill="#e7e5e4"/>' +
    '</g>';
  return studio(inner, defs);
}

function sweatshirt(): string {
  const cuffs =
    '<g fill="#000" fill-opacity=".12"><path d="M138 476L82 466L84 446L140 456Z"/><path d="M462 476L518 466L516 446L460 456Z"/><rect x="176" y="472" width="248" height="28"/></g>';
  const print = `<text x="300" y="268" ${SANS} font-size="30" font-weight="900" letter-spacing="4" text-anchor="middle" fill="#27272a">GBF MUSIC GROUP</text><text x="300" y="296" ${SANS} font-size="13" font-weight="700" letter-spacing="6" text-anchor="middle" fill="#52525b">LABEL · DEVELOPMENT · TOURING</text>`;
  return studio(garment(SWEAT, '#a1a1aa', '#71717a', print, cuffs));
}

function hoodie(): string {
  const hood =
    '<path d="M218 128C204 72 250 48 300 48C350 48 396 72 382 128C360 150 240 150 218 128Z" fill="#27272a"/>' +
    '<path d="M246 124C246 96 270 84 300 84C330 84 354 96 354 124C336 140 264 140 246 124Z" fill="#09090b"/>';
  const details =
    '<g fill="#000" fill-opacity=".2"><path d="M138 476L82 466L84 446L140 456Z"/><path d="M462 476L518 466L516 446L460 456Z"/><rect x="176" y="472" width="248" height="28"/></g>' +
    '<path d="M212 392H388L406 470H194Z" fill="#000" fill-opacity=".18"/>' +
    '<path d="M282 140V214M318 140V214" stroke="#e4e4e7" stroke-width="4" stroke-linecap="round"/>';
  const print = `<text x="300" y="300" ${SANS} font-size="48" font-weight="900" text-anchor="middle" fill="#f97316" letter-spacing="-1">GBF</text>`;
  return studio(garment(SWEAT, '#27272a', null, print, details) + hood);
}

function cap(): string {
  const defs = linear(
    'capg',
    [
      ['0', '#1e3a8a'],
      ['1', '#172554'],
    ],
    1,
    0,
  );
  const inner =
    '<path d="M150 356C150 246 216 190 300 190C384 190 450 246 450 356Z" fill="url(#capg)"/>' +
    '<path d="M300 190V356M220 214C240 260 246 310 244 356M380 214C360 260 354 310 356 356" fill="none" stroke="#0f172a" stroke-width="3" stroke-opacity=".6"/>' +
    '<circle cx="300" cy="194" r="10" fill="#172554"/>' +
    '<path d="M140 356C220 338 380 338 470 360C520 374 512 410 462 410C390 400 240 398 150 388C118 384 116 362 140 356Z" fill="#172554"/>' +
    '<path d="M150 356C230 346 380 346 462 364" fill="none" stroke="#60a5fa" stroke-opacity=".35" stroke-width="3"/>' +
    `<text x="300" y="300" ${SANS} font-size="46" font-weight="900" text-anchor="middle" fill="#fbbf24" letter-spacing="-1">GBF</text>` +
    '<path d="M262 316H338" stroke="#fbbf24" stroke-width="3"/>';
  return studio(inner, defs);
}

// ---------------------------------------------------------------------------------------------------------------
// News images: 800 x 500 editorial compositions.
// ---------------------------------------------------------------------------------------------------------------

function newsProgram(): string {
  const rand = seeded(5);
  let dust = '';
  for (let i = 0; i < 40; i++)
    dust += `<circle cx="${Math.round(260 + rand() * 280)}" cy="${Math.round(rand() * 400)}" r="${r1(0.8 + rand() * 1.8)}"/>`;
  const body =
    `<defs>${linear('bg', [
      ['0', '#0f0a1e'],
      ['1', '#1e1038'],
    ])}${linear('cone', [
      ['0', '#fde68a', 0.55],
      ['1', '#fde68a', 0.05],
    ])}${radial('fl', [
      ['0', '#fde68a', 0.5],
      ['1', '#fde68a', 0],
    ])}</defs>` +
    '<rect width="800" height="500" fill="url(#bg)"/>' +
    '<path d="M360 0H440L600 430H200Z" fill="url(#cone)"/>' +
    `<g fill="#fff" fill-opacity=".5">${dust}</g>` +
    '<ellipse cx="400" cy="430" rx="220" ry="40" fill="url(#fl)"/>' +
    '<rect y="440" width="800" height="60" fill="#07040f"/>' +
    '<g fill="#07040f"><rect x="396" y="250" width="8" height="190"/><ellipse cx="400" cy="440" rx="46" ry="8"/><path d="M404 254L440 220L446 226L410 262Z"/><rect x="432" y="196" width="22" height="40" rx="11" transform="rotate(45 443 216)"/></g>' +
    '<g fill="#a78bfa" fill-opacity=".25"><circle cx="110" cy="120" r="60"/><circle cx="700" cy="90" r="40"/><circle cx="680" cy="330" r="80"/></g>';
  return svg(800, 500, body);
}

function newsTour(): string {
  let grid = '';
  for (let x = 0; x <= 800; x += 50) grid += `M${x} 0V500`;
  for (let y = 0; y <= 500; y += 50) grid += `M0 ${y}H800`;
  const stops: [number, number][] = [
    [90, 380],
    [200, 300],
    [310, 340],
    [420, 220],
    [540, 260],
    [640, 170],
    [730, 150],
  ];
  const route = `M${stops.map(([x, y]) => `${x} ${y}`).join('L')}`;
  const dots = stops
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#0c1a2a" stroke="#fb923c" stroke-width="4"/>`)
    .join('');
  const body =
    `<defs>${linear(
      'bg',
      [
        ['0', '#0c1a2a'],
        ['1', '#123047'],
      ],
      1,
      1,
    )}</defs>` +
    '<rect width="800" height="500" fill="url(#bg)"/>' +
    `<path d="${grid}" stroke="#38bdf8" stroke-opacity=".1"/>` +
    '<path d="M0 330C120 300 180 420 320 400C460 380 520 470 800 440V500H0Z" fill="#38bdf8" fill-opacity=".08"/>' +
    '<path d="M60 120C160 60 260 140 360 90C460 40 560 80 620 40" fill="none" stroke="#38bdf8" stroke-opacity=".18" stroke-width="30" stroke-linecap="round"/>' +
    `<path d="${route}" fill="none" stroke="#fb923c" stroke-width="4" stroke-dasharray="12 10" stroke-linejoin="round"/>` +
    dots +
    '<path d="M730 150C730 110 692 98 692 74A38 38 0 0 1 768 74C768 98 730 110 730 150Z" fill="#f97316"/><circle cx="730" cy="74" r="12" fill="#0c1a2a"/>';
  return svg(800, 500, body);
}

function newsRelease(): string {
  let grooves = '';
  for (let r = 200; r > 90; r -= 12) grooves += `<circle cx="520" cy="250" r="${r}"/>`;
  const body =
    `<defs>${linear(
      'bg',
      [
        ['0', '#1f1a17'],
        ['1', '#43302b'],
      ],
      1,
      1,
    )}${linear(
      'sl',
      [
        ['0', '#0b1026'],
        ['1', '#1e3a8a'],
      ],
      1,
      1,
    )}${linear(
      'shine',
      [
        ['0', '#fff', 0.18],
        ['1', '#fff', 0],
      ],
      1,
      1,
    )}</defs>` +
    '<rect width="800" height="500" fill="url(#bg)"/>' +
    '<circle cx="520" cy="250" r="210" fill="#0c0a09"/>' +
    `<g fill="none" stroke="#292524" stroke-width="2">${grooves}</g>` +
    '<path d="M520 40A210 210 0 0 1 730 250L520 250Z" fill="url(#shine)"/>' +
    '<circle cx="520" cy="250" r="70" fill="#f59e0b"/><circle cx="520" cy="250" r="8" fill="#0c0a09"/>' +
    '<rect x="90" y="60" width="380" height="380" fill="url(#sl)"/>' +
    '<g fill="none" stroke="#e0e7ff" stroke-opacity=".45" stroke-width="2"><ellipse cx="280" cy="240" rx="150" ry="60" transform="rotate(-18 280 240)"/><ellipse cx="280" cy="240" rx="120" ry="40" transform="rotate(24 280 240)"/></g>' +
    '<circle cx="280" cy="240" r="48" fill="#fbbf24"/>' +
    `<text x="116" y="412" ${SANS} font-size="22" font-weight="800" letter-spacing="3" fill="#f8fafc">PAPER SATELLITES</text>` +
    '<rect x="90" y="60" width="380" height="380" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="2"/>';
  return svg(800, 500, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Splash backgrounds: 1600 x 900, dark and moody (text is laid over them with a scrim).
// ---------------------------------------------------------------------------------------------------------------

const VIGNETTE = radial('vg', [
  ['.55', '#000', 0],
  ['1', '#000', 0.7],
]);
const vignette = '<rect width="1600" height="900" fill="url(#vg)"/>';

function splash(defs: string, body: string): string {
  return svg(1600, 900, `<defs>${VIGNETTE}${defs}</defs>${body}${vignette}`);
}

function stageLights(): string {
  const colours = ['#a855f7', '#ec4899', '#6366f1', '#ec4899'];
  let defs =
    radial('haze', [
      ['0', '#7c3aed', 0.45],
      ['1', '#7c3aed', 0],
    ]) +
    '<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="14"/></filter>';
  let beams = '';
  colours.forEach((c, i) => {
    const x = 260 + i * 360;
    const tilt = (1.5 - i) * 70;
    defs += linear(`b${i}`, [
      ['0', c, 0.55],
      ['1', c, 0],
    ]);
    beams += `<path d="M${x - 16} 0H${x + 16}L${x + tilt + 210} 900H${x + tilt - 210}Z" fill="url(#b${i})" style="mix-blend-mode:screen"/>`;
  });
  return splash(
    defs,
    `<rect width="1600" height="900" fill="#07060d"/><ellipse cx="800" cy="860" rx="900" ry="220" fill="url(#haze)"/><g filter="url(#soft)">${beams}</g><rect y="820" width="1600" height="80" fill="#050409"/>`,
  );
}

function crowd(): string {
  const rand = seeded(11);
  let heads = '';
  let arms = '';
  for (let x = -20; x < 1640; x += 40 + Math.round(rand() * 24)) {
    const y = 770 + Math.round(rand() * 36);
    const r = 26 + Math.round(rand() * 10);
    heads += `<circle cx="${x}" cy="${y}" r="${r}"/><ellipse cx="${x}" cy="${y + r + 30}" rx="${r + 24}" ry="40"/>`;
    if (rand() > 0.7) {
      const hx = x + 14 + Math.round(rand() * 40);
      const hy = y - 130 - Math.round(rand() * 50);
      arms += `M${x + 16} ${y + 24}L${hx} ${hy}`;
      heads += `<circle cx="${hx}" cy="${hy - 8}" r="13"/>`;
    }
  }
  return splash(
    linear('sky', [
      ['0', '#12061f'],
      ['1', '#3b0a2a'],
    ]) +
      radial('glow', [
        ['0', '#f97316', 0.8],
        ['.5', '#db2777', 0.25],
        ['1', '#db2777', 0],
      ]),
    `<rect width="1600" height="900" fill="url(#sky)"/><ellipse cx="800" cy="700" rx="760" ry="420" fill="url(#glow)"/>` +
      `<g fill="#07030b">${heads}<rect y="830" width="1600" height="70"/></g><path d="${arms}" stroke="#07030b" stroke-width="20" stroke-linecap="round"/>`,
  );
}

function bokeh(): string {
  const rand = seeded(23);
  const colours = ['a', 'r', 't'];
  let circles = '';
  for (let i = 0; i < 30; i++) {
    circles += `<circle cx="${Math.round(rand() * 1600)}" cy="${Math.round(rand() * 900)}" r="${Math.round(30 + rand() * 120)}" fill="url(#${colours[i % 3]})" opacity="${r1(0.25 + rand() * 0.6)}"/>`;
  }
  const glow = (id: string, c: string) =>
    radial(id, [
      ['0', c, 0.9],
      ['.7', c, 0.35],
      ['1', c, 0],
    ]);
  return splash(
    glow('a', '#f59e0b') + glow('r', '#e11d48') + glow('t', '#14b8a6'),
    `<rect width="1600" height="900" fill="#0a0a12"/>${circles}`,
  );
}

function waveform(): string {
  let paths = '';
  for (let i = 0; i < 7; i++) {
    const y = 300 + i * 50;
    const a = 60 + ((i * 37) % 90);
    const d = `M-50 ${y}C150 ${y - a} 350 ${y + a} 550 ${y}S950 ${y - a} 1150 ${y}S1450 ${y + a} 1650 ${y}`;
    const c = i % 2 ? '#22d3ee' : '#a78bfa';
    paths += `<path d="${d}" stroke="${c}" stroke-width="14" stroke-opacity=".08"/><path d="${d}" stroke="${c}" stroke-width="2.5" stroke-opacity="${r1(0.75 - i * 0.07)}"/>`;
  }
  return splash(
    linear('bg', [
      ['0', '#030712'],
      ['1', '#0b1220'],
    ]),
    `<rect width="1600" height="900" fill="url(#bg)"/><g fill="none">${paths}</g>`,
  );
}

function vinyl(): string {
  let grooves = '';
  for (let r = 500; r > 170; r -= 22) grooves += `<circle cx="1080" cy="450" r="${r}"/>`;
  return splash(
    radial('lab', [
      ['0', '#f87171'],
      ['1', '#991b1b'],
    ]) +
      linear(
        'sh',
        [
          ['0', '#fff', 0.12],
          ['1', '#fff', 0],
        ],
        1,
        1,
      ),
    '<rect width="1600" height="900" fill="#0c0a09"/><circle cx="1080" cy="450" r="520" fill="#131110"/>' +
      `<g fill="none" stroke="#1f1c1a" stroke-width="3">${grooves}</g>` +
      '<path d="M1080 450L1080 -70A520 520 0 0 1 1600 450Z" fill="url(#sh)"/>' +
      '<circle cx="1080" cy="450" r="150" fill="url(#lab)"/><circle cx="1080" cy="450" r="12" fill="#0c0a09"/>' +
      '<path d="M1560 40L1380 360" stroke="#57534e" stroke-width="14" stroke-linecap="round"/><rect x="1350" y="350" width="44" height="70" rx="8" fill="#78716c" transform="rotate(30 1372 385)"/>',
  );
}

function skyline(): string {
  const rand = seeded(42);
  let buildings = '';
  let windows = '';
  for (let x = 0; x < 1600;) {
    const w = 60 + Math.round(rand() * 90);
    const h = 160 + Math.round(rand() * 360);
    buildings += `<rect x="${x}" y="${900 - h}" width="${w}" height="${h}"/>`;
    for (let i = 0; i < 4; i++) {
      windows += `<rect x="${x + 10 + Math.round(rand() * (w - 26))}" y="${900 - h + 20 + Math.round(rand() * (h - 60))}" width="8" height="12"/>`;
    }
    x += w + 6;
  }
  return splash(
    linear('sky', [
      ['0', '#0f0524'],
      ['.6', '#4c1d95'],
      ['1', '#be185d'],
    ]) +
      radial('moon', [
        ['0', '#fce7f3', 0.9],
        ['1', '#fce7f3', 0],
      ]),
    `<rect width="1600" height="900" fill="url(#sky)"/><circle cx="1240" cy="200" r="140" fill="url(#moon)"/>` +
      `<g fill="#0a0614">${buildings}</g><g fill="#fcd34d" fill-opacity=".55">${windows}</g>`,
  );
}

function studioDesk(): string {
  const rand = seeded(77);
  let slots = '';
  let caps = '';
  let meters = '';
  for (let i = 0; i < 18; i++) {
    const x = 120 + i * 76;
    slots += `M${x + 4} 424V776`;
    caps += `<rect x="${x - 18}" y="${440 + Math.round(rand() * 300)}" width="44" height="26" rx="5"/>`;
    meters += `M${x + 4} 394V${394 - (3 + Math.round(rand() * 9)) * 22}`;
  }
  return splash(
    linear('bg', [
      ['0', '#0b0b0f'],
      ['1', '#17171f'],
    ]) +
      linear(
        'led',
        [
          ['0', '#ef4444'],
          ['.25', '#f59e0b'],
          ['.45', '#22c55e'],
          ['1', '#22c55e'],
        ],
        0,
        1,
        'gradientUnits="userSpaceOnUse" x1="0" y1="120" x2="0" y2="394"',
      ),
    `<rect width="1600" height="900" fill="url(#bg)"/><path d="${slots}" stroke="#000" stroke-width="8" stroke-linecap="round"/>` +
      `<g fill="#3f3f46">${caps}</g><path d="${meters}" stroke="url(#led)" stroke-width="16" stroke-dasharray="14 8" stroke-opacity=".75"/>`,
  );
}

function aurora(): string {
  const blob = (id: string, c: string) =>
    radial(id, [
      ['0', c, 0.7],
      ['1', c, 0],
    ]);
  return splash(
    blob('a', '#14b8a6') + blob('b', '#8b5cf6') + blob('c', '#ec4899') + blob('d', '#0ea5e9'),
    '<rect width="1600" height="900" fill="#050510"/>' +
      '<ellipse cx="420" cy="380" rx="620" ry="220" fill="url(#a)" transform="rotate(-14 420 380)"/>' +
      '<ellipse cx="1100" cy="300" rx="640" ry="200" fill="url(#b)" transform="rotate(10 1100 300)"/>' +
      '<ellipse cx="900" cy="640" rx="560" ry="180" fill="url(#c)" transform="rotate(-6 900 640)"/>' +
      '<ellipse cx="1400" cy="720" rx="420" ry="160" fill="url(#d)"/>',
  );
}

/** Rasterizes one splash background into `{name}-{width}.webp` at each of `SPLASH_WIDTHS`. */
async function writeSplash(name: string, content: string): Promise<void> {
  const dir = path.join(root, 'splash');
  fs.mkdirSync(dir, { recursive: true });
  for (const width of SPLASH_WIDTHS) {
    const file = path.join(dir, `${name}-${width}.webp`);
    const webp = await sharp(Buffer.from(content))
      .resize({ width })
      .webp({ quality: 70, effort: 6 })
      .toBuffer();
    fs.writeFileSync(file, webp);
    const flag = webp.length > SPLASH_MAX_BYTES[width] ? '  <-- over budget' : '';
    console.log(`${path.relative(process.cwd(), file)}  ${webp.length} B${flag}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------

portraits.forEach((p, i) => write('artists', p.slug, portrait(p, 100 + i)));

write('releases', 'midnight-frequencies', midnightFrequencies());
write('releases', 'golden-hour-static', goldenHourStatic());
write('releases', 'paper-satellites', paperSatellites());
write('releases', 'concrete-bloom', concreteBloom());
write('releases', 'after-the-rain', afterTheRain());

write('merchandise', 'logo-tee-black', logoTee());
write('merchandise', 'independence-tee-white', independenceTee());
write('merchandise', 'on-the-road-tee-red', tourTee());
write('merchandise', 'midnight-frequencies-tee-sand', frequenciesTee());
write('merchandise', 'holographic-sticker', sticker());
write('merchandise', 'crewneck-sweatshirt-grey', sweatshirt());
write('merchandise', 'pullover-hoodie-black', hoodie());
write('merchandise', 'embroidered-cap-navy', cap());

write('news', 'program-applications', newsProgram());
write('news', 'north-america-tour', newsTour());
write('news', 'paper-satellites-release', newsRelease());

await writeSplash('01-stage-lights', stageLights());
await writeSplash('02-crowd', crowd());
await writeSplash('03-bokeh', bokeh());
await writeSplash('04-waveform', waveform());
await writeSplash('05-vinyl', vinyl());
await writeSplash('06-skyline', skyline());
await writeSplash('07-studio', studioDesk());
await writeSplash('08-aurora', aurora());
