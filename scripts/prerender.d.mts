import type { Plugin } from 'vite';

/** Writes the public pages' pre-rendered HTML after a client build (scripts/prerender.mjs). */
export declare function prerenderPages(): Plugin;
