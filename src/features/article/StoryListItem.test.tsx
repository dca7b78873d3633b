import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteStory } from '@/content/stories';
import { StoryListItem } from './StoryListItem';

const story: SiteStory = {
  kind: 'cms',
  href: '/news/council-budget-vote',
  section: 'News',
  category: 'Politics',
  title: 'Council passes the budget',
  summary: "The council voted 10 to 4 for next year's budget.",
  image: '/images/council.png',
  imageAlt: 'The council chamber',
  imageCaption: '',
  date: '2026-11-05',
  author: 'Ana Ruiz',
  body: [],
};

const renderItem = (placement: 'page' | 'section') =>
  render(
    <ol>
      <StoryListItem story={story} placement={placement} />
    </ol>,
  );

describe('StoryListItem', () => {
  it("under a page's title: an h2 linking to the story, its summary, day and byline, no category", () => {
    renderItem('page');
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 2, name: story.title }).querySelector('a')).toHaveAttribute('href', story.href);
    expect(item).toHaveTextContent(story.summary);
    expect(within(item).getByText('November 5, 2026')).toHaveAttribute('datetime', '2026-11-05');
    expect(item).toHaveTextContent('· By Ana Ruiz');
    expect(within(item).queryByText('Politics')).toBeNull();
    expect(within(item).getByRole('img', { name: story.imageAlt })).toBeInTheDocument();
  });

  it("under a section heading: an h3, with the story's category above it", () => {
    renderItem('section');
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: story.title })).toBeInTheDocument();
    expect(within(item).getByText('Politics')).toBeInTheDocument();
  });
});
