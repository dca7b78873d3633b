import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UrlTabs } from './UrlTabs';

const tabs = [
  { value: 'all', label: 'All', panel: <p>Everything</p> },
  { value: 'health', label: 'Health', panel: <p>Clinics</p> },
  { value: 'housing', label: 'Housing', panel: <p>Homes</p> },
];

function renderTabs() {
  return render(<UrlTabs id="demo-tabs" label="Demo topics" headingLevel={3} withoutScript="every panel" tabs={tabs} defaultValue="all" />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('UrlTabs', () => {
  it('selects the default tab and renders every panel, hiding the others', () => {
    window.history.replaceState(null, '', '/community');
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Demo topics' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('Everything');
    // Inactive panels are in the DOM (server-rendered) but marked inactive.
    expect(screen.getByText('Clinics').closest('[role=tabpanel]')).toHaveAttribute('data-state', 'inactive');
  });

  it('opens each panel with its label as a heading, and marks the tab list as needing scripts', () => {
    renderTabs();
    expect(screen.getByRole('tabpanel', { name: 'All' })).toContainElement(screen.getByRole('heading', { level: 3, name: 'All' }));
    expect(screen.getByText('Homes').closest('[role=tabpanel]')?.querySelector('h3[data-tab-heading]')).toHaveTextContent('Housing');
    // Without JavaScript the list is hidden and every panel shown (SiteDocument's <noscript> style).
    expect(screen.getByRole('tablist')).toHaveAttribute('data-needs-script');
    expect(document.querySelectorAll('[data-tab-panel][data-shown-without-script]')).toHaveLength(3);
  });

  it('opens the tab the address names', () => {
    window.history.replaceState(null, '', '/community?tab=health');
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Health' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Health' })).toHaveTextContent('Clinics');
  });

  it('writes the selection to the address and clears it for the default', async () => {
    window.history.replaceState(null, '', '/community?x=1');
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Housing' }));
    expect(window.location.search).toBe('?x=1&tab=housing');
    expect(screen.getByRole('tab', { name: 'Housing' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(window.location.search).toBe('?x=1');
  });

  it('moves with the arrow keys, Home and End', async () => {
    window.history.replaceState(null, '', '/community');
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Health' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Health' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Housing' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
  });

  it('follows the address on back/forward (popstate)', () => {
    window.history.replaceState(null, '', '/community');
    renderTabs();
    window.history.replaceState(null, '', '/community?tab=housing');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('tab', { name: 'Housing' })).toHaveAttribute('aria-selected', 'true');
  });
});
