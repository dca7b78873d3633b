// Types for database.mjs (plain Node, shared by `npm start`, the newsroom scripts and the e2e tests).
/** Environment variables (process.env or a plain object). */
export type Env = Record<string, string | undefined>;
export type Database = { url: string; embedded: boolean; startedHere: boolean; stop: () => Promise<void> };
export type EnsureOptions = { env?: Env; create?: boolean; log?: (message: string) => void };
export declare const DATABASE_NAME: string;
export declare function dataDirOf(env?: Env): string;
export declare function embeddedPaths(dataDir: string): { pgdata: string; connection: string; log: string };
export declare function connectionUrl(c: { user: string; password: string; port: number; database: string }): string;
export declare function readPostmasterPid(pgdata: string): { pid: number; port: number | null } | null;
export declare function ensureDatabase(options: EnsureOptions & { create: false }): Promise<Database | null>;
export declare function ensureDatabase(options?: EnsureOptions): Promise<Database>;
export declare function stopEmbedded(env?: Env): Promise<boolean>;
export declare function copyDataDir(fromDir: string, toDir: string): Promise<void>;
