// Blog headers (16:9, 800 x 450), one scene per motif. Same palette and hand as the product
// illustrations; branch fronts and courier badges are in storefronts.ts.
import { CHERRY, CREMA, ESPRESSO, LEAF, ORIGIN_TINTS, PAPER, ROAST } from './palette';
import { bean, leaf, mix, shortHash, svgDocument } from './svg';
import { escapeXml } from './text';
import type { BlogMotif } from './types';

/** Origins pinned on the map, at their place on this projection. */
const MAP_PINS: [number, number, string][] = [
  [68, 85, ORIGIN_TINTS.Gayo],
  [237, 294, ORIGIN_TINTS['Java Preanger']],
  [357, 309, ORIGIN_TINTS.Kintamani],
  [446, 318, ORIGIN_TINTS['Flores Bajawa']],
  [428, 222, ORIGIN_TINTS.Toraja],
  [725, 242, ORIGIN_TINTS.Wamena],
];

function indonesiaMap(): string {
  // Neutral land so the origin pins carry the colour.
  const land = mix(ROAST, CREMA, 0.2);
  const island = (cx: number, cy: number, rx: number, ry: number, angle: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="${land}"/>`;
  const sulawesi =
    `<path d="M508 141 L446 150 L440 196 L422 267 M440 196 L481 186 M440 206 L469 254" ` +
    `fill="none" stroke="${land}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>`;
  const borneo = `<path d="M300 120 C330 70 400 60 420 110 C440 150 410 190 400 230 C380 262 320 262 292 236 C262 210 262 160 300 120 Z" fill="${land}"/>`;
  const papua = `<path d="M600 190 C610 170 640 172 650 190 C680 200 720 205 757 215 L757 330 C730 318 700 300 680 290 C660 280 650 250 640 230 C625 225 605 215 600 190 Z" fill="${land}"/>`;
  const pins = MAP_PINS.map(
    ([x, y, color]) =>
      `<circle cx="${x}" cy="${y}" r="10" fill="${color}" stroke="${PAPER}" stroke-width="3"/>`,
  ).join('');
  return (
    island(127, 172, 134, 28, 50.6) +
    island(272, 298, 78, 11, 15) +
    island(356, 310, 7, 6, 0) +
    island(374, 314, 7, 6, 0) +
    island(394, 315, 15, 5, -4) +
    island(446, 316, 30, 6, -6) +
    island(430, 338, 15, 6, -8) +
    island(508, 332, 30, 7, -28) +
    island(555, 152, 10, 20, 10) +
    island(580, 224, 20, 6, -6) +
    island(533, 229, 9, 8, 0) +
    borneo +
    sulawesi +
    papua +
    pins
  );
}

function v60(tint: string, uid: string): string {
  const cone = mix(tint, '#ffffff', 0.25);
  const ribs = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${330 + i * 36} 166 Q${360 + i * 22} 210 ${372 + i * 18} 244" fill="none" stroke="${mix(cone, ESPRESSO, 0.25)}" stroke-width="3"/>`,
    )
    .join('');
  return (
    `<defs><clipPath id="c${uid}"><path d="M330 262 L470 262 L482 382 Q482 404 460 404 L340 404 Q318 404 318 382 Z"/></clipPath></defs>` +
    `<ellipse cx="400" cy="412" rx="150" ry="16" fill="${ESPRESSO}" opacity="0.14"/>` +
    `<g clip-path="url(#c${uid})"><rect x="300" y="262" width="200" height="150" fill="#ffffff" opacity="0.55"/><rect x="300" y="330" width="200" height="90" fill="${ROAST}"/></g>` +
    `<path d="M330 262 L470 262 L482 382 Q482 404 460 404 L340 404 Q318 404 318 382 Z" fill="none" stroke="${ESPRESSO}" stroke-opacity="0.35" stroke-width="3"/>` +
    `<path d="M470 290 C515 292 515 360 472 362" fill="none" stroke="${ESPRESSO}" stroke-opacity="0.35" stroke-width="8"/>` +
    `<rect x="340" y="244" width="120" height="16" rx="4" fill="${mix(cone, ESPRESSO, 0.15)}"/>` +
    `<path d="M296 150 L504 150 L444 246 L356 246 Z" fill="${cone}"/>` +
    ribs +
    `<ellipse cx="400" cy="150" rx="104" ry="14" fill="${mix(cone, '#ffffff', 0.3)}" stroke="${mix(cone, ESPRESSO, 0.2)}" stroke-width="2"/>` +
    // A gooseneck kettle reaching in from the corner, pouring into the cone.
    `<path d="M120 150 C170 150 180 60 250 62 C282 63 300 84 312 104" fill="none" stroke="${ESPRESSO}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M313 106 C330 124 352 136 384 144" fill="none" stroke="${mix(ROAST, '#ffffff', 0.45)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-30 120 L130 120 L150 250 Q150 270 130 270 L-30 270 Z" fill="${ESPRESSO}"/>` +
    `<rect x="-30" y="104" width="140" height="20" rx="8" fill="${mix(ESPRESSO, '#ffffff', 0.12)}"/>` +
    `<circle cx="40" cy="98" r="9" fill="${mix(ESPRESSO, '#ffffff', 0.12)}"/>`
  );
}

function roastLevels(): string {
  const levels: [number, string, number][] = [
    [220, '#C8955E', -18],
    [400, '#8B5A33', 8],
    [580, '#3B2416', -8],
  ];
  const scale =
    '<defs><linearGradient id="roastscale" x1="0" x2="1"><stop offset="0" stop-color="#C8955E"/><stop offset="0.5" stop-color="#8B5A33"/><stop offset="1" stop-color="#3B2416"/></linearGradient></defs>' +
    `<rect x="170" y="352" width="460" height="14" rx="7" fill="url(#roastscale)"/>`;
  return (
    levels
      .map(
        ([x, color, angle]) =>
          `<ellipse cx="${x}" cy="300" rx="64" ry="10" fill="${ESPRESSO}" opacity="0.12"/>${bean(x, 214, 78, angle, color)}`,
      )
      .join('') + scale
  );
}

function blendChart(): string {
  const slices: [number, string][] = [
    [0.4, ORIGIN_TINTS.Gayo],
    [0.3, ORIGIN_TINTS.Toraja],
    [0.2, ORIGIN_TINTS.Kintamani],
    [0.1, ORIGIN_TINTS['Flores Bajawa']],
  ];
  const r = 110;
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  const arcs = slices
    .map(([share, color]) => {
      const length = share * circumference;
      const arc = `<circle cx="400" cy="225" r="${r}" fill="none" stroke="${color}" stroke-width="56" stroke-dasharray="${length - 3} ${circumference - length + 3}" stroke-dashoffset="${-offset}" transform="rotate(-90 400 225)"/>`;
      offset += length;
      return arc;
    })
    .join('');
  const beans = [
    [170, 120, 26, -30],
    [140, 300, 22, 20],
    [640, 130, 24, 40],
    [660, 320, 28, -15],
  ]
    .map(([x = 0, y = 0, s = 0, a = 0]) => bean(x, y, s, a, ROAST))
    .join('');
  return `<circle cx="400" cy="225" r="140" fill="${PAPER}"/>${arcs}${beans}`;
}

function beanScatter(seed: string): string {
  let state = Number.parseInt(shortHash(seed), 36) || 1;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const colors = ['#8B5A33', '#6B4226', '#3B2416', '#A06A3E'];
  const beans: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 50 + col * 88 + (row % 2) * 44 + next() * 20;
      const y = 50 + row * 90 + next() * 20;
      const color = colors[Math.floor(next() * colors.length)] ?? ROAST;
      beans.push(bean(x, y, 26 + next() * 8, next() * 180, color));
    }
  }
  return beans.join('');
}

/** A coffee branch heavy with cherries, ripe red to unripe yellow and green. */
function coffeeBranch(): string {
  const stem = mix(LEAF, ESPRESSO, 0.35);
  const leaves = [
    [190, 190, 120, -150],
    [260, 150, 130, -30],
    [360, 240, 140, 160],
    [430, 170, 130, -40],
    [520, 250, 130, 150],
    [600, 180, 120, -20],
  ]
    .map(([x = 0, y = 0, l = 0, a = 0], i) =>
      leaf(x, y, l, a, i % 2 === 0 ? LEAF : mix(LEAF, '#ffffff', 0.15)),
    )
    .join('');
  const cherryColors = ['#B23A2E', '#9E2F26', '#C9482F', '#D9A23A', '#7FA04A'];
  const clusters = [240, 330, 420, 510, 590]
    .flatMap((x, c) =>
      [0, 1, 2, 3].map((k) => {
        const color = cherryColors[(c + k) % cherryColors.length] ?? CHERRY;
        return `<circle cx="${x + (k % 2) * 18 - 9}" cy="${214 + Math.floor(k / 2) * 18 + (c % 2) * 10}" r="12" fill="${color}"/>`;
      }),
    )
    .join('');
  return (
    `<path d="M80 230 C240 180 420 250 720 190" fill="none" stroke="${stem}" stroke-width="10" stroke-linecap="round"/>` +
    leaves +
    clusters
  );
}

function cupAndSaucer(tint: string): string {
  const cup = mix(tint, '#ffffff', 0.55);
  const steam = [360, 400, 440]
    .map(
      (x) =>
        `<path d="M${x} 150 C${x - 18} 120 ${x + 18} 100 ${x} 70" fill="none" stroke="${mix(CREMA, ROAST, 0.3)}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    steam +
    `<ellipse cx="400" cy="372" rx="180" ry="34" fill="${mix(cup, ESPRESSO, 0.12)}"/>` +
    `<ellipse cx="400" cy="364" rx="150" ry="24" fill="${cup}"/>` +
    `<path d="M508 228 C580 228 580 318 500 312" fill="none" stroke="${cup}" stroke-width="18"/>` +
    `<path d="M280 190 L520 190 C516 290 480 360 400 360 C320 360 284 290 280 190 Z" fill="${cup}"/>` +
    `<ellipse cx="400" cy="190" rx="120" ry="22" fill="${ROAST}"/>` +
    `<path d="M400 206 C380 188 364 196 372 184 C378 176 392 178 400 188 C408 178 422 176 428 184 C436 196 420 188 400 206 Z" fill="${mix(ROAST, '#ffffff', 0.75)}"/>`
  );
}

export interface BlogIllustrationInput {
  subject: string;
  motif: BlogMotif;
  tint: string;
  width?: number;
  height?: number;
}

export function blogIllustrationSvg(input: BlogIllustrationInput): string {
  const uid = shortHash(`${input.motif}|${input.subject}`);
  const wash = mix(CREMA, input.tint, 0.14);
  const scene: Record<BlogMotif, () => string> = {
    map: indonesiaMap,
    harvest: coffeeBranch,
    v60: () => v60(input.tint, uid),
    roast: roastLevels,
    blend: blendChart,
    beans: () => beanScatter(input.subject),
    cup: () => cupAndSaucer(input.tint),
  };
  return svgDocument(
    { width: 800, height: 450 },
    { width: input.width, height: input.height },
    escapeXml(input.subject),
    `<rect width="800" height="450" fill="${wash}"/>` +
      `<circle cx="640" cy="90" r="220" fill="${mix(CREMA, input.tint, 0.3)}" opacity="0.6"/>` +
      scene[input.motif](),
  );
}
