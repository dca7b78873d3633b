/**
 * HEAD answered as GET without its body (RFC 9110, 9.3.2). Payload's REST handler routes by method and
 * has no HEAD routes, so a HEAD for a photo's file (which link checkers, feed readers and crawlers send)
 * was a 404 while GET was a 200.
 */
export function headFromGet<Args>(get: (request: Request, args: Args) => Promise<Response>) {
  return async (request: Request, args: Args): Promise<Response> => {
    const response = await get(new Request(request.url, { method: 'GET', headers: request.headers }), args);
    await response.body?.cancel();
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
