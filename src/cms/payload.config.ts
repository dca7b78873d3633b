/**
 * Payload CMS: the newsroom's admin at /admin and its REST API under /api (issue 16). Its tables live
 * in the `payload` schema of the PostgreSQL server that DATABASE_URL names; the committed migrations
 * in ./migrations are applied when the production server starts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { site } from '@/config/site';
import { Books } from './collections/Books';
import { Events } from './collections/Events';
import { EventSubmissionPhotos, EventSubmissions } from './collections/EventSubmissions';
import { Groups } from './collections/Groups';
import { Initiatives } from './collections/Initiatives';
import { Media } from './collections/Media';
import { Resources } from './collections/Resources';
import { Staff } from './collections/Staff';
import { Stories } from './collections/Stories';
import { Tips } from './collections/Tips';
import { Users } from './collections/Users';
import { FrontPage } from './globals/FrontPage';
import { MAX_UPLOAD_BYTES } from './bodyLimits';
import { csrfOrigins } from './csrf';
import { restrictDocumentLocks } from './documentLocks';
import { keepClientErrorMessages } from './errorMessages';
import { withStrictTypes } from './fields/strictTypes';
import { withReaderLimit } from './readerLimit';
import { jobs } from './jobs';
import { migrations } from './migrations';
import { payloadSecret } from './secret';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export { MAX_UPLOAD_BYTES };

// Document locks are changed or removed only by their holder, an editor or an admin (src/cms/documentLocks.ts).
export default buildConfig({
  admin: {
    user: Users.slug,
    // Payload's own icon, not Gravatar: the admin's CSP refuses outside images (it was a broken image on
    // every screen), and an editor's email hash is not sent to a third party.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ` - ${site.name} newsroom`, robots: 'noindex, nofollow', defaultOGImageType: 'off' },
    // The newsroom works in Dallas time: the Schedule drawer's time zone is Dallas's, not a world list
    // that starts empty.
    timezones: { supportedTimezones: [{ label: 'Dallas (Central Time)', value: 'America/Chicago' }], defaultTimezone: 'America/Chicago' },
  },
  // The Restore dialog of a version names its time as the server formats it, in the server's clock zone
  // (UTC; the systemd unit sets TZ=UTC) and without saying so: an editor in Dallas would read it as Dallas
  // time, hours off.
  i18n: {
    translations: {
      en: {
        version: {
          aboutToRestore: 'You are about to restore this {{label}} document to the state that it was in on {{versionDate}} (UTC).',
          aboutToRestoreGlobal: 'You are about to restore the global {{label}} to the state that it was in on {{versionDate}} (UTC).',
        },
      },
    },
  },
  // Values of the wrong JSON type get a 400 naming the field (src/cms/fields/strictTypes.ts); readers' REST
  // lists are pages of at most 100 (src/cms/readerLimit.ts).
  collections: [Stories, Media, Staff, Events, EventSubmissions, EventSubmissionPhotos, Books, Groups, Initiatives, Resources, Tips, Users].map(
    (collection) => withReaderLimit(withStrictTypes(collection)),
  ),
  // Editors choose what Home and News show (src/server/content/frontPage.ts).
  globals: [FrontPage],
  // Payload's default rich text, less its indent feature: that feature makes Tab indent the paragraph
  // (Lexical's TabIndentationPlugin), so a keyboard could not leave the body, and an editor tabbing to the
  // next field indented the story instead (decision 0042).
  editor: lexicalEditor({ features: ({ defaultFeatures }) => defaultFeatures.filter((feature) => feature.key !== 'indent') }),
  // Scheduled publishing's queue and its runner inside the server (src/cms/jobs.ts).
  jobs,
  secret: payloadSecret(),
  csrf: csrfOrigins(),
  // GraphQL is not used: only the REST API is routed.
  graphQL: { disable: true },
  telemetry: false,
  // 4xx answers keep their message (src/cms/errorMessages.ts).
  hooks: { afterError: [keepClientErrorMessages] },
  // An upload sent without a declared length is cut off by busboy at the limit (413 with this message).
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: 'The upload is too large: photos may be up to 20 MB.',
  },
  // Types are generated on demand (`npx payload generate:types`), not on every start in development.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Payload's connection pool has no 'error' listener: an idle connection that PostgreSQL closes (a
  // restart, a failover) would be an uncaught exception. The pool opens a new one on the next query.
  onInit: (payload) => {
    // (The adapter is this file's postgresAdapter; Payload types `payload.db` as any adapter.)
    const { pool } = payload.db as unknown as Partial<PostgresAdapter>;
    pool?.on('error', (error) => payload.logger.warn(`PostgreSQL connection lost: ${error.message}`));
  },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL },
    schemaName: 'payload',
    migrationDir: path.resolve(dirname, 'migrations'),
    // Schema changes go through committed migrations only, in development too.
    push: false,
    prodMigrations: migrations,
  }),
  sharp,
}).then(restrictDocumentLocks);
