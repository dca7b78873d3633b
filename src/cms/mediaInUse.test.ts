// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { photoInUseMessage } from './mediaInUse';

const story = (name: string) => ({ noun: 'the story', name });

describe('photoInUseMessage', () => {
  it('is nothing when no document uses the photo', () => {
    expect(photoInUseMessage([])).toBeNull();
  });

  it('names what uses it', () => {
    expect(photoInUseMessage([story('Fair Park lights')])).toBe('This photo cannot be deleted: it is used by the story “Fair Park lights”. Give it another photo first.');
    expect(photoInUseMessage([story('A'), { noun: 'the event', name: 'B' }])).toBe(
      'This photo cannot be deleted: it is used by the story “A” and the event “B”. Give them another photo first.',
    );
  });

  it('names five and counts the rest', () => {
    const message = photoInUseMessage(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(story));
    expect(message).toContain('the story “E” and 2 more.');
    expect(message).not.toContain('“F”');
  });
});
