export declare function designToken(name: string): string;
export declare const APP_ICONS: { src: string; sizes: string; type: string; purpose: string }[];
export declare const APPLE_TOUCH_ICON: string;
export declare const MANIFEST_FILE: string;
export declare function webAppManifest(): Record<string, unknown> & {
  icons: typeof APP_ICONS;
};
