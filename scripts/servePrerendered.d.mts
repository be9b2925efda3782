import type { Plugin } from 'vite';

/** Has `vite preview` answer `/products` with `products/index.html`, as the deployment does. */
export declare function servePrerenderedPages(): Plugin;
