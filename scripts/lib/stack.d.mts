// Types for stack.mjs.
export type Managed = { name: string; readonly pid: number | undefined; readonly running: boolean; start(): unknown; stop(signal?: NodeJS.Signals): Promise<void> };
export type Instance = Managed & { port: number; url: string; ready(): Promise<void>; restart(): Promise<void> };
export type Stack = {
  url: string;
  dataDir: string;
  instances: Instance[];
  redis: Managed & { url: string; restart(): Promise<void> };
  nginx: Managed;
  database: { readonly url: string | undefined; stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
};
export type StackOptions = {
  instances?: number;
  port?: number;
  appPort?: number;
  redisPort?: number;
  dataDir?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
};
export declare function renderNginxSite(template: string, values: { upstreams: string[]; listen: string; cacheDir: string }): string;
export declare function nginxMainConfig(dir: string, site: string): string;
export declare function waitForAnswer(url: string, options?: { timeoutMs?: number; ok?: (status: number) => boolean; exited?: (() => boolean) | null }): Promise<void>;
export declare function startStack(options?: StackOptions): Promise<Stack>;
