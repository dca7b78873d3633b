/**
 * At server start (not during `next build`): refuse the methods Next.js cannot handle, let the radio
 * stream see its listeners' Node responses (src/server/radio/streamConnections.ts), then open the
 * form database and apply its migrations.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installForbiddenMethodGuard } = await import('./server/http/forbiddenMethods');
  installForbiddenMethodGuard();
  const { installStreamConnectionRegistry } = await import('./server/radio/streamConnections');
  installStreamConnectionRegistry();

  const { getConnection } = await import('./server/db/client');
  try {
    await getConnection();
  } catch (error) {
    // The forms retry on their next submission and answer with a readable error meanwhile.
    console.error('The form database could not be opened:', error);
  }
}
