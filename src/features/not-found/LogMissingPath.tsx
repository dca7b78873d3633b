'use client';

import { useEffect } from 'react';

/** Logs the address the reader asked for, which the prerendered 404 page cannot know on the server. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
