import { NextResponse, type NextRequest } from 'next/server';
import { limitSearch } from '@/server/search/searchLimiter';

/**
 * Addresses with broken percent-encoding (`/news/%ZZ`) cannot be decoded into route parameters;
 * answer them with a plain 400 before routing, instead of letting the dynamic routes fail with a 500.
 * Runs only where the site has dynamic segments, including the admin's and Payload's catch-alls
 * (`/admin/%`, `/api/stream/%`: Next.js fails decoding their parameters before the handler runs).
 */
export async function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new NextResponse('Bad request: the address is not correctly encoded.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  // Searches are rate-limited per client (src/server/search/searchLimiter.ts).
  if (request.nextUrl.pathname === '/search') return (await limitSearch(request)) ?? NextResponse.next();
  return NextResponse.next();
}

export const config = {
  // Under /admin and /api only addresses with a `%`: a proxy would buffer every upload's body. The same
  // goes for the event submission form (/events/submit), whose Server Action carries a photo.
  matcher: ['/search', '/news/:path+', '/community/:path+', '/authors/:path+', '/social/:path+', '/events/((?!submit$).+)', '/(admin|api)/:rest(.*%.*)'],
};
