// What other features may use of the catalogue: a product's picture (with the shop's
// default when it has none) and the row of products like one (the cart's suggestions).
export { SimilarProducts } from './parts/SimilarProducts';
export { productCoverImage } from './productImage';
