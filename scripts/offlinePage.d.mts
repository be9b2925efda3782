import type { Plugin } from 'vite';

export declare const OFFLINE_PAGE_FILE: string;
export declare const OFFLINE_SCRIPT_FILE: string;
export declare const OFFLINE_TEXTS: { title: string; body: string; retry: string; home: string };
export declare function offlinePageHtml(parts: { css: string[]; logo: string }): string;
export declare function offlinePage(): Plugin;
