import type { Plugin } from 'vite';

/** The build's files for a shared blend's page: the app shell's halves and the gone page. */
export declare const BLEND_SHELL: { start: string; end: string; gone: string };

/** A shared blend's address; its one group is the slug. */
export declare const BLEND_PAGE: RegExp;

/** The app shell's halves around a page's head, and the page with `gone` as its head. */
export declare function blendShellFiles(
  shell: string,
  gone: string,
): { start: string; end: string; gone: string };

/** Writes the shell's halves and the gone page into an app build. */
export declare function blendShell(): Plugin;

/** Has `vite preview` answer /blend/<slug> with the gateway's head in the shell, as nginx does. */
export declare function serveBlendPages(): Plugin;
