// What other features may use of the catalogue: a product's picture (with the shop's
// default when it has none) and the titled row of product cards (the cart's suggestions).
export { ProductRow } from './parts/ProductRow';
export { productCoverImage } from './productImage';
