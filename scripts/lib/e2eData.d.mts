export function e2eDataDirOf(env?: NodeJS.ProcessEnv): string;
export function e2eAdsDataDirOf(env?: NodeJS.ProcessEnv): string;
