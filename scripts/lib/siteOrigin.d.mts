export function withSiteOrigin(env: NodeJS.ProcessEnv, port: string, say: (line: string) => void): NodeJS.ProcessEnv;
