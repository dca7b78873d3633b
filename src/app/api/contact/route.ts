import { otherMethods } from '@/server/http/methods';
import { CONTACT_SENT_HEADING } from '@/features/newsletter/messages';
import { handleFormPost } from '@/server/forms/respond';
import { runContact } from '@/server/forms/run';

/** JSON endpoint for contact messages (the form's fields); the site's form uses a Server Action. */
export async function POST(request: Request) {
  return handleFormPost(request, runContact, CONTACT_SENT_HEADING);
}

/** Every other method: 405 with an Allow header. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
