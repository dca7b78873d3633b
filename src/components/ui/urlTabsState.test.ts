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

  it('refuses identifiers that are not slugs', () => {
    expect(() => bootScript({ rootId: 'x"y', values, defaultValue: 'politics', look })).toThrow(/unsafe/);
    expect(() => bootScript({ rootId: 'x', values: ['a</script>'], defaultValue: 'a', look })).toThrow(/unsafe/);
  });
});
