'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { loadAdScript, observeAdSlots, whenIdleAfterLoad } from './adFilling';

/**
 * Mounted once in the root layout, and only when an ad client is configured: loads the network's
 * script after the page is interactive and fills the server-rendered slots as they near the viewport
 * (again after each client-side navigation). Renders nothing.
 */
export function AdNetwork({ clientId, scriptSrc }: { clientId: string; scriptSrc: string }) {
  const pathname = usePathname();

  useEffect(() => whenIdleAfterLoad(window, () => loadAdScript(document, scriptSrc, clientId)), [clientId, scriptSrc]);

  useEffect(() => observeAdSlots(document, window), [pathname]);

  return null;
}
