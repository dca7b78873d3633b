// The public origin for `npm start`: SITE_ORIGIN when set; otherwise the local server's own address,
// announced once so that whoever starts the site knows why canonical links point at localhost.

/**
 * Returns the environment to build and serve with, SITE_ORIGIN always set.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} port
 * @param {(line: string) => void} say
 */
export function withSiteOrigin(env, port, say) {
  if (env.SITE_ORIGIN) return env;
  const origin = `http://localhost:${port}`;
  say(`SITE_ORIGIN is not set: using ${origin} (set it to the public address, e.g. SITE_ORIGIN=https://dallaslocal.news npm start).`);
  return { ...env, SITE_ORIGIN: origin };
}
