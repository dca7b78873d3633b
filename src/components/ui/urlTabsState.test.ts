// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bootScript, parseTab, serializeTab } from './urlTabsState';

const values = ['politics', 'business', 'sports', 'lifestyle'] as const;

describe('parseTab', () => {
  it('gives the default when the parameter is missing or empty', () => {
    expect(parseTab('', values, 'politics')).toBe('politics');
    expect(parseTab('?tab=', values, 'politics')).toBe('politics');
    expect(parseTab('?other=1', values, 'politics')).toBe('politics');
  });

  it('reads a known tab, case-insensitively, among other parameters', () => {
    expect(parseTab('?tab=sports', values, 'politics')).toBe('sports');
    expect(parseTab('?a=1&tab=Lifestyle', values, 'politics')).toBe('lifestyle');
    expect(parseTab(new URLSearchParams('tab=business'), values, 'politics')).toBe('business');
  });

  it('falls back to the default for an unknown tab', () => {
    expect(parseTab('?tab=weather', values, 'politics')).toBe('politics');
    expect(parseTab('?tab=<script>', values, 'politics')).toBe('politics');
  });

  it('honors another parameter name', () => {
    expect(parseTab('?tab=sports&section=business', values, 'politics', 'section')).toBe('business');
  });
});

describe('serializeTab', () => {
  it('sets the parameter for a non-default tab and keeps the others', () => {
    expect(serializeTab('', 'sports', 'politics')).toBe('?tab=sports');
    expect(serializeTab('?utm=x', 'sports', 'politics')).toBe('?utm=x&tab=sports');
    expect(serializeTab('?tab=sports', 'business', 'politics')).toBe('?tab=business');
  });

  it('removes the parameter for the default tab', () => {
    expect(serializeTab('?tab=sports', 'politics', 'politics')).toBe('');
    expect(serializeTab('?utm=x&tab=sports', 'politics', 'politics')).toBe('?utm=x');
  });

  it('round-trips with parseTab', () => {
    for (const v of values) expect(parseTab(serializeTab('?x=1', v, 'politics'), values, 'politics')).toBe(v);
  });
});

describe('bootScript', () => {
  const look = { active: 'color:red', inactive: 'color:blue' };

  function run(search: string) {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', `/news${search}`);
    new Function(bootScript({ rootId: 'news-tabs', values, defaultValue: 'politics', look }))();
    return document.getElementById('news-tabs-boot');
  }

  it('adds a style showing the requested panel', () => {
    const style = run('?tab=sports');
    expect(style?.textContent).toContain('#news-tabs [data-tab-panel="sports"]{display:block!important}');
    expect(style?.textContent).toContain('#news-tabs [data-tab-trigger="sports"]{color:red}');
  });

  it('does nothing for the default, a missing or an unknown tab', () => {
    expect(run('')).toBeNull();
    expect(run('?tab=politics')).toBeNull();
    expect(run('?tab=nope')).toBeNull();
  });

  /** The server HTML of the tabs before hydration: the boot script's element and the triggers. */
  function tabsBeforeHydration() {
    document.body.innerHTML =
      '<div id="news-tabs"><script id="news-tabs-boot-script"></script>' +
      values.map((v) => `<button type="button" data-tab-trigger="${v}"><span>${v}</span></button>`).join('') +
      '</div><button type="button" data-tab-trigger="sports" id="elsewhere">Sports elsewhere</button>';
  }

  const trigger = (v: string) => document.querySelector<HTMLElement>(`#news-tabs [data-tab-trigger="${v}"] span`)!;

  it('answers a click on a tab before hydration: the address and the style follow it', () => {
    tabsBeforeHydration();
    run('?x=1');
    trigger('business').click();
    expect(window.location.search).toBe('?x=1&tab=business');
    const style = document.getElementById('news-tabs-boot');
    expect(style?.textContent).toContain('#news-tabs [data-tab-panel="business"]{display:block!important}');
    expect(style?.textContent).toContain('#news-tabs [data-tab-trigger="business"]{color:red}');
    trigger('politics').click(); // the default tab: no parameter, its panel shown
    expect(window.location.search).toBe('?x=1');
    expect(style?.textContent).toContain('#news-tabs [data-tab-panel="politics"]{display:block!important}');
  });

  it('ignores clicks outside its tabs, and every click once React has taken over', () => {
    tabsBeforeHydration();
    run('');
    document.getElementById('elsewhere')!.click();
    expect(window.location.search).toBe('');
    expect(document.getElementById('news-tabs-boot')).toBeNull();
    document.getElementById('news-tabs-boot-script')!.remove(); // hydrated
    trigger('sports').click();
    expect(window.location.search).toBe('');
    expect(document.getElementById('news-tabs-boot')).toBeNull();
  });

  it('refuses identifiers that are not slugs', () => {
    expect(() => bootScript({ rootId: 'x"y', values, defaultValue: 'politics', look })).toThrow(/unsafe/);
    expect(() => bootScript({ rootId: 'x', values: ['a</script>'], defaultValue: 'a', look })).toThrow(/unsafe/);
  });
});
