export interface ChromiumLaunchOptions {
  executablePath: string;
  args: string[];
}

export declare const chromiumLaunchOptions: ChromiumLaunchOptions;
