// Branch fronts (4:3, 800 x 600) and courier badges (2:1, 240 x 120). Same palette and hand as
// the product illustrations and the blog scenes.
import { CREMA, ESPRESSO, LEAF, PAPER, ROAST, TERRACOTTA, WARM_LIGHT } from './palette';
import { FONT, leaf, luminance, mix, svgDocument } from './svg';
import { escapeXml, wrapWords } from './text';

export interface BranchIllustrationInput {
  name: string;
  city: string;
  tint: string;
  width?: number;
  height?: number;
}

function awning(tint: string): string {
  const stripes = Array.from({ length: 10 }, (_, i) => {
    const x = 130 + i * 54;
    const fill = i % 2 === 0 ? tint : PAPER;
    return `<path d="M${x} 214 L${x + 54} 214 L${x + 54} 256 A27 14 0 0 1 ${x} 256 Z" fill="${fill}"/>`;
  }).join('');
  return `${stripes}<rect x="124" y="206" width="552" height="12" rx="4" fill="${mix(tint, ESPRESSO, 0.35)}"/>`;
}

function plant(x: number): string {
  return (
    leaf(x, 470, 46, -120, LEAF) +
    leaf(x, 470, 50, -60, mix(LEAF, '#ffffff', 0.15)) +
    leaf(x, 466, 40, -90, LEAF) +
    `<path d="M${x - 22} 470 L${x + 22} 470 L${x + 16} 520 L${x - 16} 520 Z" fill="${TERRACOTTA}"/>`
  );
}

export function branchIllustrationSvg(input: BranchIllustrationInput): string {
  const wall = mix(input.tint, '#EFE3CF', 0.78);
  const signName = wrapWords(input.name, 28, 1).map(escapeXml)[0] ?? '';
  const city = escapeXml(input.city.toUpperCase());
  const door = mix(ESPRESSO, input.tint, 0.25);
  const lamps = [210, 300, 390]
    .map(
      (x) =>
        `<line x1="${x}" y1="284" x2="${x}" y2="318" stroke="${ESPRESSO}" stroke-width="2"/><path d="M${x - 14} 330 A14 12 0 0 1 ${x + 14} 330 Z" fill="${ESPRESSO}"/>`,
    )
    .join('');
  return svgDocument(
    { width: 800, height: 600 },
    { width: input.width, height: input.height },
    `${escapeXml(input.name)}, ${escapeXml(input.city)}`,
    `<rect width="800" height="600" fill="${mix(CREMA, input.tint, 0.1)}"/>` +
      `<rect x="110" y="96" width="580" height="428" fill="${wall}"/>` +
      `<rect x="96" y="80" width="608" height="24" rx="4" fill="${mix(wall, ESPRESSO, 0.3)}"/>` +
      `<rect x="190" y="122" width="420" height="74" rx="8" fill="${ESPRESSO}"/>` +
      `<text x="400" y="158" font-family="${FONT}" font-size="26" font-weight="700" fill="${CREMA}" text-anchor="middle">${signName}</text>` +
      `<text x="400" y="184" font-family="${FONT}" font-size="13" font-weight="600" letter-spacing="3" fill="${mix(CREMA, input.tint, 0.35)}" text-anchor="middle">${city}</text>` +
      awning(input.tint) +
      `<rect x="150" y="282" width="300" height="200" fill="${WARM_LIGHT}" stroke="${ESPRESSO}" stroke-width="8"/>` +
      lamps +
      `<rect x="154" y="420" width="292" height="58" fill="${ROAST}"/>` +
      `<rect x="360" y="376" width="56" height="44" rx="4" fill="${mix(ESPRESSO, '#888888', 0.2)}"/>` +
      `<rect x="500" y="282" width="140" height="242" fill="${door}"/>` +
      `<rect x="518" y="300" width="104" height="130" fill="${WARM_LIGHT}" opacity="0.8"/>` +
      `<rect x="606" y="440" width="8" height="40" rx="4" fill="${PAPER}"/>` +
      plant(475) +
      plant(668) +
      `<rect x="0" y="524" width="800" height="76" fill="${mix(CREMA, ROAST, 0.25)}"/>` +
      `<rect x="0" y="524" width="800" height="8" fill="${mix(CREMA, ROAST, 0.4)}"/>`,
  );
}

export interface CourierBadgeInput {
  code: string;
  color: string;
  width?: number;
  height?: number;
}

export function courierBadgeSvg(input: CourierBadgeInput): string {
  const ink = luminance(input.color) > 0.35 ? ESPRESSO : '#FFFFFF';
  return svgDocument(
    { width: 240, height: 120 },
    { width: input.width, height: input.height },
    escapeXml(input.code.toUpperCase()),
    `<rect width="240" height="120" rx="18" fill="${input.color}"/>` +
      `<text x="120" y="62" font-family="${FONT}" font-size="40" font-weight="800" letter-spacing="2" fill="${ink}" text-anchor="middle" dominant-baseline="middle">${escapeXml(input.code.toUpperCase())}</text>`,
  );
}
