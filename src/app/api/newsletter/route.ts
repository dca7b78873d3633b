import { otherMethods } from '@/server/http/methods';
import { SUBSCRIBED_MESSAGE } from '@/features/newsletter/messages';
import { handleFormPost } from '@/server/forms/respond';
import { runNewsletter } from '@/server/forms/run';

/** JSON endpoint for newsletter signups (fields `email`, `source`); the site's forms use a Server Action. */
export async function POST(request: Request) {
  return handleFormPost(request, runNewsletter, SUBSCRIBED_MESSAGE);
}

/** Every other method: 405 with an Allow header. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
