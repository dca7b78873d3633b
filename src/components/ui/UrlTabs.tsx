'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useIsHydrating } from './useIsHydrating';
import { bootScript, bootScriptId, bootStyleId, parseTab, serializeTab, TAB_PARAM } from './urlTabsState';

export type UrlTab = {
  /** Address-safe slug, e.g. `sports` (appears as `?tab=sports`). */
  value: string;
  label: string;
  /** The panel's content, rendered on the server: every panel is in the HTML. */
  panel: ReactNode;
};

const CHANGE_EVENT = 'urltabs:change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const triggerClass =
  'rounded-full border px-4 py-2 text-sm font-semibold transition-colors ' +
  'border-rule bg-white text-ink hover:border-brand hover:bg-[#eef2f7] ' +
  'data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white';

/** The same two looks as plain declarations, for the boot script's style (before Tailwind's classes apply by state). */
const bootLook = {
  active: 'background-color:var(--color-brand)!important;color:#fff!important;border-color:var(--color-brand)!important',
  inactive: 'background-color:#fff!important;color:var(--color-ink)!important;border-color:var(--color-rule)!important',
};

/**
 * Accessible tabs (Radix: WAI-ARIA tabs pattern, arrow keys, Home/End, automatic activation) whose
 * selection is kept in the address (`?tab=…`, default tab = no parameter). The page stays static:
 * the server renders every panel with the default selected, the address is read on the client, and
 * a boot script shows the requested panel before hydration so there is no flash, and answers a
 * click on a tab until the scripts have arrived. Without JavaScript the tab list, which could not switch
 * panels, is not shown, and `withoutScript` says which panels are (the <noscript> style of SiteDocument).
 */
export function UrlTabs({
  id,
  label,
  tabs,
  defaultValue,
  param = TAB_PARAM,
  headingLevel,
  withoutScript,
}: {
  /** Unique element id on the page (a slug). */
  id: string;
  /**
   * Each panel opens with its label as a heading of this level: read by screen readers, and shown without
   * JavaScript, when every panel is on the page one after the other and the tab list is not.
   */
  headingLevel: 2 | 3;
  /**
   * What shows without JavaScript, when the tabs cannot switch (their list is then not shown): every
   * panel, one after the other under its heading, when each holds something of its own; or only the
   * default panel, when it holds all the others' content (an 'All' tab).
   */
  withoutScript: 'every panel' | 'the default panel';
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly UrlTab[];
  defaultValue: string;
  param?: string;
}) {
  const values = tabs.map((t) => t.value);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const getSnapshot = () => parseTab(window.location.search, values, defaultValue, param);
  const selected = useSyncExternalStore(subscribe, getSnapshot, () => defaultValue);
  const hydrating = useIsHydrating();

  // Once React renders the address' tab itself, the boot style has done its job.
  useLayoutEffect(() => {
    if (!hydrating) document.getElementById(bootStyleId(id))?.remove();
  }, [hydrating, id]);

  const select = useCallback(
    (value: string) => {
      const query = serializeTab(window.location.search, value, defaultValue, param);
      window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [defaultValue, param],
  );

  return (
    <Tabs.Root id={id} value={selected} onValueChange={select} activationMode="automatic">
      {hydrating ? (
        <script
          id={bootScriptId(id)}
          dangerouslySetInnerHTML={{ __html: bootScript({ rootId: id, values, defaultValue, param, look: bootLook }) }}
        />
      ) : null}
      <Tabs.List aria-label={label} data-needs-script="" className="mb-6 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} data-tab-trigger={tab.value} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          data-tab-panel={tab.value}
          data-shown-without-script={withoutScript === 'every panel' ? '' : undefined}
          className="rounded-md focus-visible:outline-offset-4 data-[state=inactive]:hidden"
        >
          <Heading data-tab-heading="" className="sr-only font-serif text-2xl font-bold text-ink">
            {tab.label}
          </Heading>
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
