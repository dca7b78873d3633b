/**
 * At server start (not during `next build`): renew the pages cached before it (once it answers), put
 * the request guard in place (requests Next.js cannot
 * handle; the client's address from the socket), let the radio stream see its listeners' Node
 * responses (src/server/radio/streamConnections.ts), then open the form database and apply its
 * migrations, and start the newsletter's mail runner.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Once the server answers: the pages and data cached on disk before this start are rendered again.
  const { renewPagesAfterStart } = await import('./server/content/revalidation');
  void renewPagesAfterStart();
  const { installRequestGuard } = await import('./server/http/requestGuard');
  installRequestGuard();
  const { installStreamConnectionRegistry } = await import('./server/radio/streamConnections');
  installStreamConnectionRegistry();

  const { getConnection } = await import('./server/db/client');
  try {
    await getConnection();
  } catch (error) {
    // The forms retry on their next submission and answer with a readable error meanwhile.
    console.error('The form database could not be opened:', error);
  }
  await registerPayload();
  await registerMailRunner();
}

/** The newsletter's digests and the mail queue (src/server/newsletter/runner.ts). */
async function registerMailRunner() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.DATABASE_URL) {
    const { startMailRunner } = await import('./server/newsletter/runner');
    startMailRunner();
  }
}

/** The newsroom admin (Payload): connect and apply its migrations now rather than on the first request. */
async function registerPayload() {
  // Written as one `if` around the import so that the Edge build drops Payload entirely.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.DATABASE_URL) {
    const { startPayload } = await import('./cms/start');
    try {
      await startPayload(process.env.DATABASE_URL);
    } catch (error) {
      console.error('The newsroom database could not be opened or migrated:', error);
    }
  }
}
