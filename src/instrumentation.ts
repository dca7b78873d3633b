/** At server start (not during `next build`): open the form database and apply its migrations. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConnection } = await import('./server/db/client');
  try {
    await getConnection();
  } catch (error) {
    // The forms retry on their next submission and answer with a readable error meanwhile.
    console.error('The form database could not be opened:', error);
  }
}
