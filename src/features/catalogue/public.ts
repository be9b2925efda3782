// What other features may use of the catalogue: the product card and titled row (the
// cart's similar-product suggestions), a product's address and its card picture.
export { ProductCard, type ProductCardProps } from './parts/ProductCard';
export { ProductRow, type ProductRowProps } from './parts/ProductRow';
export { productCoverImage, productImageUrl } from './productImage';
