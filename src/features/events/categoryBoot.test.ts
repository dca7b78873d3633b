// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORY_BOOT_SCRIPT_ID, CATEGORY_SELECT_ID, categoryBootScript } from './categoryBoot';
import { parseEventFilters } from './urlState';

/** The server HTML of the filters before hydration: the boot script's element, the select and another one. */
function filtersBeforeHydration() {
  document.body.innerHTML =
    `<script id="${CATEGORY_BOOT_SCRIPT_ID}"></script>` +
    `<select id="${CATEGORY_SELECT_ID}"><option value="All">All</option><option value="Food">Food</option>` +
    '<option value="Arts">Arts</option></select>' +
    '<select id="elsewhere"><option value="a">a</option><option value="Food">Food</option></select>';
}

/** Runs the script as the browser would, while the HTML is parsed. */
function run(search: string) {
  window.history.replaceState(null, '', `/events${search}#list`);
  new Function(categoryBootScript())();
}

function choose(id: string, value: string) {
  const select = document.getElementById(id) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  // Without its element the script's listener removes itself on the next change.
  document.getElementById(CATEGORY_BOOT_SCRIPT_ID)?.remove();
  document.dispatchEvent(new Event('change'));
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('categoryBootScript', () => {
  it('writes a category chosen before hydration to the address, as the explorer reads it', () => {
    filtersBeforeHydration();
    run('?date=2025-05-10');
    choose(CATEGORY_SELECT_ID, 'Food');
    expect(window.location.search).toBe('?date=2025-05-10&category=food');
    expect(window.location.hash).toBe('#list');
    expect(parseEventFilters(window.location.search)).toEqual({ date: '2025-05-10', category: 'Food' });
    choose(CATEGORY_SELECT_ID, 'All'); // 'All' is no parameter
    expect(window.location.search).toBe('?date=2025-05-10');
  });

  it('ignores other selects, and every change once React has taken over', () => {
    filtersBeforeHydration();
    run('');
    choose('elsewhere', 'Food');
    expect(window.location.search).toBe('');
    document.getElementById(CATEGORY_BOOT_SCRIPT_ID)!.remove(); // hydrated
    choose(CATEGORY_SELECT_ID, 'Arts');
    expect(window.location.search).toBe('');
  });
});
