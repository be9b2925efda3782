// The shop's drawn images: products, blog headers, branch fronts and courier badges.
// Product illustrations use a fixed 4:5 viewBox (400 x 500), blog headers 16:9 (800 x 450),
// branch fronts 4:3 (800 x 600) and courier badges 2:1 (240 x 120), so the storefront can
// reserve their space with aspect-ratio before they load.
import { BRAND, CHERRY, CREMA, ESPRESSO, LEAF, PAPER, ROAST } from './palette';
import { bean, FONT, leaf, mix, shortHash, svgDocument, textBlock } from './svg';
import { escapeXml, wrapWords } from './text';
import type { IllustrationKind } from './types';

export interface ProductIllustrationInput {
  name: string;
  kind: IllustrationKind;
  tint: string;
  width?: number;
  height?: number;
  /** Which picture of the product's gallery: 0 plain, 1 with beans, 2 with a coffee branch. */
  variant?: number;
}

const PRODUCT_VIEWBOX = { width: 400, height: 500 } as const;

function backdrop(tint: string, variant: number): string {
  const wash = mix(CREMA, tint, 0.12);
  const disc = mix(CREMA, tint, 0.3);
  const base = `<rect width="400" height="500" fill="${wash}"/>`;
  if (variant === 1) {
    return `${base}<rect x="0" y="330" width="400" height="170" fill="${mix(wash, ROAST, 0.08)}"/>`;
  }
  if (variant === 2) {
    return `${base}<path d="M0 360 C120 320 260 400 400 340 L400 500 L0 500 Z" fill="${disc}" opacity="0.7"/>`;
  }
  return `${base}<circle cx="200" cy="250" r="168" fill="${disc}" opacity="0.75"/>`;
}

function foreground(variant: number): string {
  if (variant === 1) {
    const beans: [number, number, number, number][] = [
      [62, 448, 15, -20],
      [96, 468, 13, 30],
      [44, 478, 12, 70],
      [326, 456, 15, 15],
      [356, 476, 13, -35],
      [300, 482, 11, 80],
    ];
    return beans.map(([x, y, r, a]) => bean(x, y, r, a, ROAST)).join('');
  }
  if (variant === 2) {
    return (
      `<path d="M18 120 C60 150 80 190 84 250" stroke="${mix(LEAF, ESPRESSO, 0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      leaf(40, 140, 58, -40, LEAF) +
      leaf(70, 190, 62, 20, mix(LEAF, '#ffffff', 0.15)) +
      leaf(78, 230, 52, -55, LEAF) +
      `<circle cx="92" cy="168" r="9" fill="${CHERRY}"/><circle cx="104" cy="178" r="8" fill="${mix(CHERRY, ESPRESSO, 0.2)}"/>` +
      `<circle cx="90" cy="186" r="7" fill="${CHERRY}"/>`
    );
  }
  return '';
}

/** The paper label every package carries: brand, a tinted rule, the name, a bean. */
function label(name: string, tint: string, box: { x: number; y: number; w: number; h: number }) {
  const cx = box.x + box.w / 2;
  const lines = wrapWords(name, 12, 4).map(escapeXml);
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="6" fill="${PAPER}" stroke="${mix(PAPER, ESPRESSO, 0.18)}"/>` +
    `<text x="${cx}" y="${box.y + 24}" font-family="${FONT}" font-size="10" font-weight="700" letter-spacing="2.4" fill="${ROAST}" text-anchor="middle">${BRAND}</text>` +
    `<rect x="${cx - 28}" y="${box.y + 34}" width="56" height="3" rx="1.5" fill="${tint}"/>` +
    textBlock(lines, {
      cx,
      cy: box.y + box.h / 2 + 4,
      size: 19,
      lineHeight: 23,
      fill: ESPRESSO,
      weight: 700,
    }) +
    bean(cx, box.y + box.h - 22, 10, -25, mix(tint, ESPRESSO, 0.35))
  );
}

function shading(id: string): string {
  return (
    `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">` +
    '<stop offset="0" stop-color="#000" stop-opacity="0.22"/>' +
    '<stop offset="0.16" stop-color="#fff" stop-opacity="0.14"/>' +
    '<stop offset="0.5" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset="0.86" stop-color="#000" stop-opacity="0.06"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.24"/>' +
    '</linearGradient>'
  );
}

function beanBag(name: string, tint: string, uid: string): string {
  const body = mix(tint, '#EADBC4', 0.42);
  const seal = mix(body, ESPRESSO, 0.22);
  const outline =
    'M112 116 L288 116 C292 200 298 330 300 420 Q300 444 276 444 L124 444 Q100 444 100 420 C102 330 108 200 112 116 Z';
  const crimps = Array.from({ length: 29 }, (_, i) => {
    const x = 114 + i * 6;
    return `<line x1="${x}" y1="${92}" x2="${x}" y2="${110}" stroke="${ESPRESSO}" stroke-opacity="0.18" stroke-width="1.5"/>`;
  }).join('');
  return (
    `<defs>${shading(`s${uid}`)}</defs>` +
    `<ellipse cx="200" cy="450" rx="118" ry="13" fill="${ESPRESSO}" opacity="0.16"/>` +
    `<path d="${outline}" fill="${body}"/>` +
    `<path d="M104 430 Q200 452 296 430 L298 438 Q200 460 102 438 Z" fill="${seal}" opacity="0.35"/>` +
    `<rect x="108" y="86" width="184" height="32" rx="4" fill="${seal}"/>${crimps}` +
    `<path d="${outline}" fill="url(#s${uid})"/>` +
    `<circle cx="200" cy="160" r="10" fill="${mix(body, ESPRESSO, 0.12)}" stroke="${mix(body, ESPRESSO, 0.3)}"/>` +
    `<circle cx="200" cy="160" r="4" fill="${mix(body, ESPRESSO, 0.35)}"/>` +
    label(name, tint, { x: 130, y: 196, w: 140, h: 196 })
  );
}

function dripBag(name: string, tint: string, uid: string): string {
  const body = mix(tint, '#EADBC4', 0.42);
  const edge = mix(body, ESPRESSO, 0.2);
  const teeth = Array.from({ length: 15 }, (_, i) => {
    const x = 112 + i * 12;
    return `L${x + 6} 100 L${x + 12} 108`;
  }).join(' ');
  const sachet = `M112 108 ${teeth} L292 420 Q292 436 276 436 L128 436 Q112 436 112 420 Z`;
  // The filter itself, hanging on its cardboard wings behind the sachet.
  const card = mix(PAPER, ROAST, 0.3);
  const filter =
    '<g transform="translate(250 150) rotate(8)">' +
    `<path d="M104 26 L146 14 L150 34 L112 58 Z" fill="${card}"/>` +
    `<path d="M0 0 L112 0 L112 140 Q56 162 0 140 Z" fill="${PAPER}" stroke="${mix(PAPER, ESPRESSO, 0.22)}"/>` +
    `<path d="M0 0 L112 0 L112 14 L0 14 Z" fill="${mix(PAPER, ESPRESSO, 0.06)}"/>` +
    `<path d="M8 22 L104 22" stroke="${mix(PAPER, ESPRESSO, 0.2)}" stroke-dasharray="3 4"/>` +
    `<path d="M20 138 Q56 152 96 138 L96 110 Q56 120 20 110 Z" fill="${mix(ROAST, PAPER, 0.55)}" opacity="0.5"/>` +
    '</g>';
  return (
    `<defs>${shading(`s${uid}`)}</defs>` +
    `<ellipse cx="214" cy="442" rx="128" ry="12" fill="${ESPRESSO}" opacity="0.16"/>` +
    filter +
    `<path d="${sachet}" fill="${body}"/>` +
    `<path d="${sachet}" fill="url(#s${uid})"/>` +
    `<path d="M112 108 ${teeth} L292 124 L112 124 Z" fill="${edge}" opacity="0.55"/>` +
    `<line x1="120" y1="140" x2="284" y2="140" stroke="${ESPRESSO}" stroke-opacity="0.35" stroke-dasharray="5 5"/>` +
    `<path d="M112 140 l8 -5 v10 Z M292 140 l-8 -5 v10 Z" fill="${edge}"/>` +
    label(name, tint, { x: 132, y: 176, w: 140, h: 196 })
  );
}

// The tumbler's sides lean in by this much per pixel of height, so the sleeve can hug them.
const GLASS_TOP = 132;
const GLASS_LEAN = 22 / 304;

function drinkCup(name: string, tint: string, uid: string): string {
  const glass = 'M116 132 L284 132 L262 436 Q261 448 248 448 L152 448 Q139 448 138 436 Z';
  const foam = mix(tint, '#ffffff', 0.55);
  const deep = mix(tint, ESPRESSO, 0.25);
  const lines = wrapWords(name, 12, 3).map(escapeXml);
  const bandTop = 262;
  const bandBottom = bandTop + 40 + lines.length * 20;
  const inset = (y: number) => (y - GLASS_TOP) * GLASS_LEAN;
  const band = `M${116 + inset(bandTop)} ${bandTop} L${284 - inset(bandTop)} ${bandTop} L${284 - inset(bandBottom)} ${bandBottom} L${116 + inset(bandBottom)} ${bandBottom} Z`;
  return (
    `<defs><clipPath id="g${uid}"><path d="${glass}"/></clipPath>` +
    `<linearGradient id="d${uid}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<ellipse cx="200" cy="452" rx="104" ry="14" fill="${mix(CREMA, ROAST, 0.35)}"/>` +
    `<ellipse cx="200" cy="448" rx="86" ry="9" fill="${ESPRESSO}" opacity="0.14"/>` +
    `<g clip-path="url(#g${uid})">` +
    `<rect x="100" y="132" width="200" height="330" fill="#ffffff" opacity="0.45"/>` +
    `<rect x="100" y="166" width="200" height="300" fill="url(#d${uid})"/>` +
    `<rect x="100" y="160" width="200" height="22" fill="${foam}"/>` +
    `<rect x="130" y="140" width="14" height="300" fill="#ffffff" opacity="0.22"/>` +
    '</g>' +
    `<path d="${glass}" fill="none" stroke="${ESPRESSO}" stroke-opacity="0.3" stroke-width="2"/>` +
    `<path d="${band}" fill="${PAPER}"/>` +
    `<text x="200" y="${bandTop + 20}" font-family="${FONT}" font-size="9" font-weight="700" letter-spacing="2" fill="${ROAST}" text-anchor="middle">${BRAND}</text>` +
    textBlock(lines, {
      cx: 200,
      cy: bandTop + 30 + (bandBottom - bandTop - 30) / 2,
      size: 17,
      lineHeight: 20,
      fill: ESPRESSO,
      weight: 700,
    })
  );
}

export function productIllustrationSvg(input: ProductIllustrationInput): string {
  const variant = Math.abs(Math.trunc(input.variant ?? 0)) % 3;
  const uid = shortHash(`${input.kind}|${input.name}|${input.tint}|${variant}`);
  const draw = { bag: beanBag, drip: dripBag, cup: drinkCup }[input.kind];
  return svgDocument(
    PRODUCT_VIEWBOX,
    { width: input.width, height: input.height },
    escapeXml(input.name),
    backdrop(input.tint, variant) + draw(input.name, input.tint, uid) + foreground(variant),
  );
}

export { blogIllustrationSvg } from './blogScenes';
export { ORIGIN_TINTS } from './palette';
export { branchIllustrationSvg, courierBadgeSvg } from './storefronts';
