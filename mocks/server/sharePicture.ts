import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { SHOP_NAME } from '@/lib/shop';

// A shared blend's link-preview picture (gateway.yaml, GET /api/SharedBlend/{slug}/Picture):
// 1200×630, the shop's colours (src/ui/tokens.css) and type (Plus Jakarta Sans, as TrueType
// from an npm package: resvg reads no woff2 and a fresh machine has no system fonts), drawn
// as SVG and rendered to PNG by resvg, in Node only. The browser mock has no such route.

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 630;

const COLOURS = {
  page: '#faf6f0',
  ink: '#24160f',
  roast: '#7a4a2a',
  muted: '#6b5a4e',
  track: '#f3e9dd',
};
const FONT = 'Plus Jakarta Sans';
const fontFile = createRequire(import.meta.url);
const FONT_FILES = ['400Regular', '600SemiBold', '800ExtraBold'].map((weight) =>
  fontFile.resolve(`@expo-google-fonts/plus-jakarta-sans/${weight}/PlusJakartaSans_${weight}.ttf`),
);

const SCALES = [
  ['body', 'Body'],
  ['acidity', 'Keasaman'],
  ['sweetness', 'Manis'],
  ['bitterness', 'Pahit'],
] as const;
const FLAVOUR_MAX = 5;

export interface PictureBlend {
  name: string;
  maker: string;
  flavour: Record<(typeof SCALES)[number][0], number> | null;
}

/** Text for an SVG: markup escaped, control characters dropped. */
function text(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The name in at most `lines` lines of about `width` characters, broken at spaces (a word
 * longer than a line is cut), the last one ending in '…' when the name goes on.
 */
export function nameLines(name: string, width = 26, lines = 2): string[] {
  const whole = name.trim().replace(/\s+/gu, ' ');
  // A word longer than a line is broken into lines of its own.
  const words = whole.split(' ').flatMap((word) => {
    const chars = Array.from(word);
    const pieces = [];
    for (let at = 0; at < chars.length; at += width)
      pieces.push(chars.slice(at, at + width).join(''));
    return pieces;
  });
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (Array.from(candidate).length <= width) line = candidate;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  const kept = out.slice(0, lines);
  if (out.length > lines) {
    const last = Array.from(kept[lines - 1] ?? '');
    kept[lines - 1] = `${last
      .slice(0, width - 1)
      .join('')
      .trimEnd()}…`;
  }
  return kept;
}

function chart(flavour: PictureBlend['flavour']): string {
  if (!flavour)
    return `<text x="80" y="470" font-size="34" fill="${COLOURS.muted}">Rasa belum tercatat</text>`;
  return SCALES.map(([scale, label], index) => {
    const y = 392 + index * 50;
    const value = Math.min(FLAVOUR_MAX, Math.max(0, flavour[scale]));
    const width = Math.round((value / FLAVOUR_MAX) * 680);
    return [
      `<text x="80" y="${y + 26}" font-size="30" font-weight="600" fill="${COLOURS.ink}">${label}</text>`,
      `<rect x="290" y="${y + 2}" width="680" height="30" rx="15" fill="${COLOURS.track}"/>`,
      `<rect x="290" y="${y + 2}" width="${width}" height="30" rx="15" fill="${COLOURS.roast}"/>`,
      `<text x="1000" y="${y + 26}" font-size="28" fill="${COLOURS.muted}">${value.toFixed(1).replace('.', ',')} dari ${FLAVOUR_MAX}</text>`,
    ].join('');
  }).join('');
}

/** The picture as SVG: the shop's name, the blend's name and maker, and its flavour chart. */
function pictureSvg(blend: PictureBlend): string {
  const lines = nameLines(blend.name);
  const name = lines
    .map((line, index) => `<tspan x="80" y="${178 + index * 80}">${text(line)}</tspan>`)
    .join('');
  const makerY = 178 + lines.length * 80 - 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" font-family="${FONT}">
<rect width="100%" height="100%" fill="${COLOURS.page}"/>
<rect y="${PICTURE_HEIGHT - 24}" width="100%" height="24" fill="${COLOURS.roast}"/>
<g transform="translate(80 40)"><rect width="48" height="48" rx="13" fill="${COLOURS.ink}"/><g transform="rotate(32 24 24)"><ellipse cx="24" cy="24" rx="10.5" ry="15" fill="${COLOURS.roast}"/><path d="M20.3 10.2c6 6.9-2.1 20.4 4.5 27.6" stroke="${COLOURS.ink}" stroke-width="3" fill="none"/></g></g>
<text x="146" y="76" font-size="32" font-weight="600" fill="${COLOURS.roast}">${text(SHOP_NAME)} · Blend racikan pelanggan</text>
<text font-size="64" font-weight="800" fill="${COLOURS.ink}">${name}</text>
<text x="80" y="${makerY}" font-size="34" fill="${COLOURS.muted}">Diracik oleh ${text(nameLines(blend.maker, 40, 1)[0] ?? '')}</text>
${chart(blend.flavour)}
</svg>`;
}

/** The picture as PNG bytes. */
export function picturePng(blend: PictureBlend): Uint8Array<ArrayBuffer> {
  const resvg = new Resvg(pictureSvg(blend), {
    fitTo: { mode: 'original' },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT },
  });
  return new Uint8Array(resvg.render().asPng());
}
