export interface ViteRun {
  command: 'serve' | 'build';
  mode: string;
  isPreview?: boolean | undefined;
  /** VITE_USE_MOCKS as read from the environment and .env files. */
  flag: string | undefined;
  /** Storybook sets STORYBOOK=true for `storybook dev` and `storybook build`. */
  isStorybook: boolean;
}

export declare const DEMO_MODE: 'demo';

export declare function usesMockGateway(run: ViteRun): boolean;
