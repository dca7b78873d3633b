import { otherMethods } from '@/server/http/methods';
import { newsletterAdmin } from '@/server/newsletter/adminRoute';

export const dynamic = 'force-dynamic';

/** The newsroom's newsletter page (editors and admins; see src/server/newsletter/admin.ts). */
export const GET = newsletterAdmin;
export const POST = newsletterAdmin;
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
