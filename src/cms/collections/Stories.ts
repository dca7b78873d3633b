import type { CollectionConfig } from 'payload';
import { storyCategories, storySections } from '@/content/schemas';
import { sweepAbandonedDraftsAfterCreate } from '../abandonedDrafts';
import { createDraft, editors, publishedOrStaff, signedIn, updateDraft } from '../access';
import { keepLockAfterAutosave } from '../documentLocks';
import { correctionsField } from '../fields/corrections';
import { createdByField } from '../fields/createdBy';
import { formerSlugsField } from '../fields/formerSlugs';
import { imageField } from '../fields/image';
import { slugField } from '../fields/slug';
import { validatePublishedAt } from '../fields/validators';
import { rememberPublicRow } from '../hooks/publicBefore';
import { markShownMediaPublic } from '../hooks/publicMedia';
import { revalidateStoryAfterChange, revalidateStoryAfterDelete } from '../hooks/revalidateStory';
import { withSearchIndex } from '../hooks/searchIndex';
import { previewUrl } from '../preview';
import { restoreStoryVersionEndpoint } from '../restore';
import { holdScheduledStoryFromContributors, readScheduledHold, readScheduleFailure, scheduleStoryEndpoint } from '../schedule';
import { readyForReviewField, tellEditorsWhenReady } from '../reviewRequests';
import { validateSlug } from '../slug';

/** A story; its one address is `/news/{slug}`. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'readyForReview', 'publishedAt', 'updatedAt'],
    // Bulk Publish and Unpublish only for those who may publish (src/cms/admin/BulkPublishForEditors.tsx);
    // Payload's Publish button, its Schedule drawer showing a refused schedule (src/cms/admin/ScheduleRefusals.tsx).
    components: {
      beforeListTable: ['/cms/admin/BulkPublishForEditors#BulkPublishForEditors'],
      edit: {
        PublishButton: '/cms/admin/ScheduleRefusals#PublishButtonTellingRefusals',
        // "Take over" a colleague's lock only for those who may (src/cms/admin/TakeOverForPublishers.tsx).
        beforeDocumentControls: ['/cms/admin/TakeOverForPublishers#TakeOverForPublishers'],
      },
    },
    // The Preview button: the story's own page in draft mode (src/app/api/preview/route.ts).
    preview: (doc) => previewUrl(doc?.slug),
  },
  // Revision history (restore from the Versions tab or POST /api/stories/versions/{id}, restore.ts), autosaved
  // drafts, and publish or unpublish at a time (src/cms/jobs.ts runs the queue). Documents lock while
  // someone edits them (Payload's default `lockDocuments`, 5 minutes after the last change; kept across
  // autosaves by keepLockAfterAutosave).
  versions: { drafts: { autosave: true, schedulePublish: true }, maxPerDoc: 50 },
  // Restores keep the story on or off the site as it is (src/cms/restore.ts).
  endpoints: [scheduleStoryEndpoint, restoreStoryVersionEndpoint],
  access: {
    read: publishedOrStaff,
    readVersions: signedIn,
    create: createDraft,
    update: updateDraft,
    delete: editors,
  },
  defaultSort: '-publishedAt',
  hooks: withSearchIndex('stories', {
    beforeChange: [holdScheduledStoryFromContributors, rememberPublicRow],
    afterChange: [markShownMediaPublic(['heroImage'], ['body']), revalidateStoryAfterChange, tellEditorsWhenReady],
    afterDelete: [revalidateStoryAfterDelete],
    // Create New autosaves a story at once: each new one removes those left empty and untitled for a day.
    // An autosave keeps its author's lock, which Payload's save clears (src/cms/documentLocks.ts).
    afterOperation: [sweepAbandonedDraftsAfterCreate, keepLockAfterAutosave],
  }),
  fields: [
    {
      // Computed when an editor opens the story, never stored: a scheduled publish or unpublish that failed.
      name: 'scheduleProblem',
      label: 'Scheduled change failed',
      type: 'textarea',
      virtual: true,
      access: { read: ({ req }) => Boolean(req.user), create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.scheduleProblem) },
      hooks: { afterRead: [readScheduleFailure] },
    },
    {
      // Computed for a contributor, never stored: why the story is read-only to it (an editor scheduled it).
      name: 'scheduledHold',
      label: 'Scheduled by an editor',
      type: 'textarea',
      virtual: true,
      access: { read: ({ req }) => Boolean(req.user), create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.scheduledHold) },
      hooks: { afterRead: [readScheduledHold] },
    },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField({ from: 'title', description: 'The address: /news/{slug}. Made from the title when left empty.', validate: validateSlug }),
    formerSlugsField('story'),
    { name: 'summary', type: 'textarea', required: true, maxLength: 500 },
    { name: 'body', type: 'richText' },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: storyCategories.map((c) => ({ label: c, value: c })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'News',
      options: storySections.map((s) => ({ label: s, value: s })),
      admin: { position: 'sidebar', description: 'The part of the site the story belongs to (its breadcrumbs).' },
    },
    imageField('heroImage'),
    {
      name: 'heroImageAlt',
      type: 'text',
      maxLength: 300,
      admin: { description: "Describes the photo for this story; the photo's own alt text is used when empty." },
    },
    { name: 'authors', type: 'relationship', relationTo: 'staff', hasMany: true, admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData?: { _status?: unknown } }) => validatePublishedAt(value, siblingData),
      hooks: {
        // A duplicate is not published yet: it gets its own date when it is.
        beforeDuplicate: [() => null],
        // Set when the story is first published, unless an editor gave a date.
        beforeChange: [
          ({ value, siblingData }) => (value ?? (siblingData._status === 'published' ? new Date().toISOString() : value)),
        ],
      },
    },
    readyForReviewField,
    correctionsField,
    createdByField,
  ],
};
