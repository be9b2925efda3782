import type { PluginOption } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** What a Workbox route matcher is given. */
interface RouteMatch {
  url: URL;
  request: Request;
}

export declare const SHOP_WORKER_FILE: string;
export declare function isPublicPage(match: RouteMatch): boolean;
export declare function isOtherNavigation(match: RouteMatch): boolean;
export declare function isCatalogueRead(match: RouteMatch): boolean;
export declare function isPicture(match: RouteMatch): boolean;
/** Keeps an answer only when it is a 200 that neither `private` nor `no-store` marks. */
export declare const keepsOnlyShareableAnswers: {
  cacheWillUpdate(param: { response: Response }): Promise<Response | null>;
};
export declare function pagesCacheName(build: string): string;
export declare function shopWorkerOptions(options: { build: string }): Partial<VitePWAOptions>;
export declare function shopWorker(): PluginOption[];
