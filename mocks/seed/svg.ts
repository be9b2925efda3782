// Drawing primitives shared by the illustrations: colour mixing and a few shapes.

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(
    [0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as [
      number,
      number,
      number,
    ],
  );
}

/** Relative luminance (WCAG), to pick ink that reads on a tinted surface. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Stable short id so several inlined SVGs never share gradient ids. */
export function shortHash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/** A roasted coffee bean with its centre crease. */
export function bean(cx: number, cy: number, r: number, angle: number, fill: string): string {
  const crease = mix(fill, '#000000', 0.45);
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
    `<ellipse rx="${r}" ry="${r * 0.68}" fill="${fill}"/>` +
    `<path d="M${-r * 0.78} ${r * 0.06} C${-r * 0.3} ${-r * 0.3} ${r * 0.3} ${r * 0.3} ${r * 0.78} ${-r * 0.06}" fill="none" stroke="${crease}" stroke-width="${Math.max(1, r * 0.13)}" stroke-linecap="round"/>` +
    '</g>'
  );
}

/** A coffee leaf, drawn pointing right from its stem at (x, y). */
export function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.36;
  const vein = mix(fill, '#ffffff', 0.35);
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 0 C${length * 0.3} ${-w} ${length * 0.75} ${-w} ${length} 0 C${length * 0.75} ${w} ${length * 0.3} ${w} 0 0 Z" fill="${fill}"/>` +
    `<path d="M2 0 L${length - 4} 0" stroke="${vein}" stroke-width="1.5" stroke-linecap="round"/>` +
    '</g>'
  );
}

export function svgDocument(
  viewBox: { width: number; height: number },
  size: { width?: number | undefined; height?: number | undefined },
  title: string,
  body: string,
): string {
  const width = size.width ?? viewBox.width;
  const height = size.height ?? Math.round((width * viewBox.height) / viewBox.width);
  // Shapes may run past the edges; the clip keeps a stretched <img> from showing them.
  const frame = `f${shortHash(`${title}|${body.length}`)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox.width} ${viewBox.height}" width="${width}" height="${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<clipPath id="${frame}"><rect width="${viewBox.width}" height="${viewBox.height}"/></clipPath>` +
    `<g clip-path="url(#${frame})">${body}</g></svg>`
  );
}

export const FONT = "'Plus Jakarta Sans Variable','Plus Jakarta Sans',system-ui,sans-serif";

/** Centred lines of text, each line a tspan, the block centred on `cy`. */
export function textBlock(
  lines: readonly string[],
  opts: { cx: number; cy: number; size: number; lineHeight: number; fill: string; weight: number },
): string {
  const top = opts.cy - ((lines.length - 1) * opts.lineHeight) / 2;
  const spans = lines
    .map((line, i) => `<tspan x="${opts.cx}" y="${top + i * opts.lineHeight}">${line}</tspan>`)
    .join('');
  return `<text font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight}" fill="${opts.fill}" text-anchor="middle" dominant-baseline="middle">${spans}</text>`;
}
