/**
 * The Events page's category select is in the server HTML before its scripts arrive; on a slow network a
 * reader may pick a category then, and React, hydrating the controlled select, would put it back to 'All'.
 * As the News tabs do for an early tap (src/components/ui/urlTabsState.ts), a tiny inline script answers
 * that early choice: it writes the category to the address as `serializeEventFilters` would (lower case,
 * 'All' as no parameter), and the explorer, reading the address once hydrated, applies it.
 */

/** The select's element id (its label's `htmlFor`). */
export const CATEGORY_SELECT_ID = 'event-category';

/** The id of the boot script's own element: present until React has hydrated the explorer. */
export const CATEGORY_BOOT_SCRIPT_ID = 'event-category-boot-script';

/**
 * The script's text. It listens to `change` on the document; once its own element is gone (React has
 * taken over and the select's onChange writes the address) it steps aside and removes its listener.
 */
export function categoryBootScript(): string {
  const data = JSON.stringify({ s: CATEGORY_SELECT_ID, b: CATEGORY_BOOT_SCRIPT_ID });
  return (
    `(function(){try{var d=${data};` +
    `document.addEventListener('change',function h(e){` +
    `if(!document.getElementById(d.b)){document.removeEventListener('change',h);return}` +
    `var t=e.target;if(!t||t.id!==d.s)return;` +
    `var v=String(t.value).toLowerCase();var p=new URLSearchParams(location.search);` +
    `if(v==='all'||!v)p.delete('category');else p.set('category',v);` +
    `var s=p.toString();history.replaceState(history.state,'',location.pathname+(s?'?'+s:'')+location.hash)})` +
    `}catch(e){}})()`
  );
}
