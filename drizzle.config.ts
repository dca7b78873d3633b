import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new migration into ./drizzle after a change to the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
