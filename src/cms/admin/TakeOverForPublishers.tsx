import { canPublish, type Account } from '../roles';

/**
 * "Take over" (the "Document locked" dialog's button, and the read-only view's) is for the accounts that
 * may take a lock from its holder: editors and admins (src/cms/roles.ts changeLock). A contributor's
 * click was refused by the server, which Payload's admin does not read: it made the form editable
 * anyway, and every save then failed as locked. This hides the button from the others; "Go back" and
 * "View in read-only" stay.
 */
export const HIDE_TAKE_OVER_CSS = '#document-locked-take-over,#take-over{display:none!important}';

/** The edit view's `beforeDocumentControls` slot; Payload passes the signed-in account as `user`. */
export function TakeOverForPublishers({ user }: { user?: Account }) {
  return canPublish(user) ? null : <style>{HIDE_TAKE_OVER_CSS}</style>;
}
