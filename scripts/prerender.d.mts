import type { Plugin } from 'vite';

/** Writes the public pages' pre-rendered HTML after a client build (scripts/prerender.mjs). */
export declare function prerenderPages(): Plugin;

/** Has `vite preview` answer `/products` with `products/index.html`, as the deployment does. */
export declare function servePrerenderedPages(): Plugin;
