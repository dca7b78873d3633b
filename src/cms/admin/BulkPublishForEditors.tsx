import { canPublish, type Account } from '../roles';

/**
 * The Stories list's bulk Publish and Unpublish (and the bulk edit's "Publish changes") are for the
 * accounts that may publish. Payload shows them to anyone who may update some story, so a contributor
 * selecting their own drafts was offered Publish, and the server's refusal read "An unknown error has
 * occurred". This hides them from the others (the server still refuses: src/cms/roles.ts).
 */
export const HIDE_BULK_PUBLISH_CSS =
  '.list-selection button[aria-label="Publish"],.list-selection button[aria-label="Unpublish"],.edit-many__publish{display:none!important}';

/** The list's `beforeListTable` slot; Payload passes the signed-in account as `user`. */
export function BulkPublishForEditors({ user }: { user?: Account }) {
  return canPublish(user) ? null : <style>{HIDE_BULK_PUBLISH_CSS}</style>;
}
