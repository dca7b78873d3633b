import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True on the server and while hydrating, false afterwards and on client-side navigations. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
