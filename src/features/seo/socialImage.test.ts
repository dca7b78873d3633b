import { cardSegments, illustrationForCard, socialImagePath } from './socialImage';

describe('socialImagePath', () => {
  it('points an illustration at its PNG card', () => {
    expect(socialImagePath('/images/stories/trinity-park-operations.svg')).toBe('/social/stories/trinity-park-operations.png');
    expect(socialImagePath('/images/fallback.svg')).toBe('/social/fallback.png');
  });

  it('leaves other images alone', () => {
    expect(socialImagePath('https://covers.example/1.jpg')).toBe('https://covers.example/1.jpg');
    expect(socialImagePath('/images/photo.jpg')).toBe('/images/photo.jpg');
  });
});

describe('illustrationForCard', () => {
  it('names the illustration behind a card', () => {
    expect(illustrationForCard(['stories', 'trinity-park-operations.png'])).toBe('stories/trinity-park-operations.svg');
    expect(illustrationForCard(['fallback.png'])).toBe('fallback.svg');
  });

  it('refuses anything but slugs ending in .png', () => {
    for (const bad of [[], ['x.svg'], ['..', 'x.png'], ['stories', '..png'], ['Stories', 'x.png'], ['a%2F..', 'x.png'], ['.png']]) {
      expect(illustrationForCard(bad)).toBeNull();
    }
  });

  it('is the inverse of cardSegments', () => {
    expect(illustrationForCard(cardSegments('events/tech-meetup-ai.svg'))).toBe('events/tech-meetup-ai.svg');
  });
});
