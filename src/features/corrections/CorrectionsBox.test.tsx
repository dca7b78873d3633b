import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CorrectionsBox } from './CorrectionsBox';
import { CorrectionsList } from './CorrectionsList';

describe('CorrectionsBox', () => {
  it('is a region named by its heading, each entry led by its label and date', () => {
    render(
      <CorrectionsBox
        corrections={[
          { kind: 'clarification', date: '2026-11-24', text: 'The vote was the second of two.' },
          { kind: 'correction', date: '2026-11-23', text: 'The council has 15 members, not 14.' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Corrections and clarifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Clarification, November 24, 2026: The vote was the second of two.',
      'Correction, November 23, 2026: The council has 15 members, not 14.',
    ]);
    expect(within(region).getByRole('link', { name: 'All corrections' })).toHaveAttribute('href', '/corrections');
  });

  it('renders nothing without corrections', () => {
    const { container } = render(<CorrectionsBox corrections={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CorrectionsList', () => {
  it("lists each correction under its story's headline, linked", () => {
    render(
      <CorrectionsList
        corrections={[{ kind: 'correction', date: '2026-11-23', text: 'The council has 15 members.', storyTitle: 'Bond vote', storyHref: '/news/bond-vote' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Bond vote' })).toHaveAttribute('href', '/news/bond-vote');
    expect(screen.getByRole('listitem')).toHaveTextContent('Bond voteCorrection, November 23, 2026: The council has 15 members.');
    expect(screen.queryByText(/No corrections/)).toBeNull();
  });

  it('says so when there are none', () => {
    render(<CorrectionsList corrections={[]} />);
    expect(screen.getByText('No corrections or clarifications have been published.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
