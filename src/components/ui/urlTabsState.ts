/**
 * Pure helpers for tabs whose selection lives in the address (`?tab=sports`). The default tab is
 * the address without the parameter, so `/news` and `/news?tab=politics` open the same panel and
 * the canonical address stays clean.
 */

/** Tab values are address-safe slugs: lower-case letters, digits and hyphens. */
export const TAB_VALUE_PATTERN = /^[a-z0-9-]+$/;

/** The query parameter that carries the selected tab. */
export const TAB_PARAM = 'tab';

/**
 * The tab a query string asks for: its value if it names one of `values` (case-insensitive),
 * otherwise the default. Accepts `?a=b&tab=x`, `tab=x` or a URLSearchParams.
 */
export function parseTab<T extends string>(
  search: string | URLSearchParams,
  values: readonly T[],
  defaultValue: T,
  param: string = TAB_PARAM,
): T {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const asked = params.get(param)?.trim().toLowerCase();
  if (!asked) return defaultValue;
  return values.find((v) => v === asked) ?? defaultValue;
}

/**
 * The query string (with its `?`, or '' when empty) for `value` selected, keeping every other
 * parameter as it was. The default tab removes the parameter.
 */
export function serializeTab(search: string, value: string, defaultValue: string, param: string = TAB_PARAM): string {
  const params = new URLSearchParams(search);
  if (value === defaultValue) params.delete(param);
  else params.set(param, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Class names the boot script gives the pre-hydration selection: kept beside the component's own. */
export type BootLook = { active: string; inactive: string };

/**
 * A tiny script, run while the server HTML is parsed, that shows the panel the address asks for
 * before React hydrates (no flash of the default panel). It only adds a `<style>` element to
 * `<head>`, which React does not own, so hydration sees exactly the server HTML; the component
 * removes the style once it has taken over.
 *
 * On a slow network the page is read for seconds before its scripts arrive, so until then the script
 * also answers a click (or Enter or Space) on a tab: it writes the tab to the address, as the component
 * would, and shows its panel through the same style. Once React has hydrated, it removes the boot
 * script's element (`bootScriptId`) and the listener steps aside for the component.
 */
export function bootScript({
  rootId,
  values,
  defaultValue,
  param = TAB_PARAM,
  look,
}: {
  rootId: string;
  values: readonly string[];
  defaultValue: string;
  param?: string;
  look: BootLook;
}): string {
  for (const v of [rootId, ...values, defaultValue, param]) {
    if (!TAB_VALUE_PATTERN.test(v)) throw new Error(`unsafe tab identifier: ${v}`);
  }
  const data = JSON.stringify({ r: rootId, v: values, d: defaultValue, p: param, a: look.active, i: look.inactive });
  return (
    `(function(){try{var d=${data.replace(/</g, '\\u003c')};var r='#'+d.r+' ';` +
    // show(v): the style that selects tab v, made or rewritten.
    `function show(v){var s=document.getElementById(d.r+'-boot');` +
    `if(!s){s=document.createElement('style');s.id=d.r+'-boot';document.head.appendChild(s)}` +
    `s.textContent=r+'[data-tab-panel]{display:none!important}'+r+'[data-tab-panel="'+v+'"]{display:block!important}'+` +
    `r+'[data-tab-trigger]{'+d.i+'}'+r+'[data-tab-trigger="'+v+'"]{'+d.a+'}'}` +
    `var q=new URLSearchParams(location.search).get(d.p);var v=q?q.trim().toLowerCase():'';` +
    `if(v&&v!==d.d&&d.v.indexOf(v)>=0)show(v);` +
    // Clicks before hydration, while the boot script's element is still in the page.
    `document.addEventListener('click',function h(e){` +
    `if(!document.getElementById(d.r+'-boot-script')){document.removeEventListener('click',h);return}` +
    `var t=e.target&&e.target.closest?e.target.closest(r+'[data-tab-trigger]'):null;if(!t)return;` +
    `var v=t.getAttribute('data-tab-trigger');if(d.v.indexOf(v)<0)return;` +
    `var p=new URLSearchParams(location.search);if(v===d.d)p.delete(d.p);else p.set(d.p,v);` +
    `var s=p.toString();history.replaceState(history.state,'',location.pathname+(s?'?'+s:'')+location.hash);show(v)})` +
    `}catch(e){}})()`
  );
}

/** The id of the boot script's own element: present until React has hydrated the tabs. */
export function bootScriptId(rootId: string): string {
  return `${rootId}-boot-script`;
}

/** The id of the style element the boot script adds. */
export function bootStyleId(rootId: string): string {
  return `${rootId}-boot`;
}
