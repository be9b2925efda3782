import type { Plugin } from 'vite';

/** Answers `x.page.ts?route` with the declaration's path, access and screen only. */
export declare function pageRoutes(): Plugin;

/** Every page declaration's file under `root` (src/app and src/features/<feature>). */
export declare function pageFiles(root: string): string[];
