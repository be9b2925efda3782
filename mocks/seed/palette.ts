// The illustrations' colours: DESIGN.md's espresso, crema and roast, and the origin tints.
import type { OriginName } from './types';

export const ESPRESSO = '#24160F';
export const CREMA = '#FAF6F0';
export const PAPER = '#FFFBF4';
export const ROAST = '#7A4A2A';
export const CHERRY = '#B23A2E';
export const LEAF = '#4F6B3A';
export const WARM_LIGHT = '#F4D7A1';
export const TERRACOTTA = '#B5653A';
export const BRAND = 'KOPI NUSANTARA';

/**
 * Origin tints from Paul Tol's "muted" and "light" qualitative schemes, designed to stay
 * distinguishable with the common colour-vision deficiencies. Seventeen origins need
 * near-twins (cyan and light cyan, teal and mint, sand and light yellow, the two olives);
 * each pair is split across bean types, so a typical blend never shows both. The blend
 * chart labels its slices too: colour is never the only cue.
 */
export const ORIGIN_TINTS: Readonly<Record<OriginName, string>> = {
  Gayo: '#117733',
  Toraja: '#882255',
  Kintamani: '#CC6677',
  'Flores Bajawa': '#332288',
  'Java Preanger': '#44AA99',
  Mandailing: '#999933',
  Wamena: '#AA4499',
  Ijen: '#88CCEE',
  Kerinci: '#DDCC77',
  Enrekang: '#EE8866',
  Solok: '#77AADD',
  Temanggung: '#EEDD88',
  Lampung: '#BBCC33',
  Dampit: '#FFAABB',
  Kepahiang: '#99DDFF',
  Jambi: '#44BB99',
  Meranti: '#AAAA00',
};
