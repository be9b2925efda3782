// The mock gateway's seed: plain, typed, deterministic data and pure functions.
export * from './blogs';
export * from './branches';
export * from './categories';
export * from './couriers';
export * from './customers';
export * from './illustrations';
export * from './images';
export * from './lines';
export * from './options';
export * from './orders';
export * from './origins';
export * from './products';
export * from './regions';
export * from './taxes';
export { fromBase64Utf8 } from './text';
export type * from './types';
export { BLOG_MOTIFS } from './types';
export * from './uom';
