import { eventFromSubmission, moderationStep } from './moderation';

describe('moderationStep', () => {
  it('starts every submission as pending', () => {
    expect(moderationStep(undefined, 'pending', null)).toEqual({ step: 'none' });
    expect(moderationStep(undefined, 'approved', null)).toHaveProperty('error');
    expect(moderationStep(undefined, 'declined', 'Spam.')).toHaveProperty('error');
  });

  it('approves a pending submission, and lets an editor edit it in between', () => {
    expect(moderationStep('pending', 'pending', null)).toEqual({ step: 'none' });
    expect(moderationStep('pending', 'approved', null)).toEqual({ step: 'approve' });
  });

  it('declines only with a reason the organizer can read', () => {
    expect(moderationStep('pending', 'declined', 'This is a private party.')).toEqual({ step: 'decline' });
    expect(moderationStep('pending', 'declined', '')).toEqual({ error: expect.stringMatching(/reason/), field: 'declineReason' });
    expect(moderationStep('pending', 'declined', '   no ')).toEqual({ error: expect.stringMatching(/reason/), field: 'declineReason' });
    expect(moderationStep('pending', 'declined', undefined)).toHaveProperty('error');
  });

  it('keeps a decision final', () => {
    expect(moderationStep('approved', 'approved', null)).toEqual({ step: 'none' });
    expect(moderationStep('declined', 'declined', 'Spam.')).toEqual({ step: 'none' });
    expect(moderationStep('approved', 'declined', 'Changed my mind.')).toEqual({ error: expect.stringMatching(/edit or delete its event/) });
    expect(moderationStep('approved', 'pending', null)).toHaveProperty('error');
    expect(moderationStep('declined', 'approved', null)).toEqual({ error: expect.stringMatching(/final/) });
    expect(moderationStep('declined', 'pending', null)).toHaveProperty('error');
  });
});

describe('eventFromSubmission', () => {
  const submission = {
    id: 42,
    title: '<b>Porch</b> Concert on Abrams',
    description: 'Neighbors play music on their porches.',
    startsAt: '2026-12-13T00:30:00.000Z',
    endsAt: '2026-12-13T02:00:00.000Z',
    location: 'Lakewood',
    category: 'Arts',
    link: '',
  };

  it('makes a published event with the text as typed and a slug unique to the submission', () => {
    expect(eventFromSubmission(submission, 7)).toEqual({
      title: '<b>Porch</b> Concert on Abrams',
      slug: 'b-porch-b-concert-on-abrams-42',
      description: 'Neighbors play music on their porches.',
      startsAt: '2026-12-13T00:30:00.000Z',
      startsAt_tz: 'America/Chicago',
      endsAt: '2026-12-13T02:00:00.000Z',
      endsAt_tz: 'America/Chicago',
      location: 'Lakewood',
      category: 'Arts',
      link: null,
      image: 7,
      _status: 'published',
    });
  });

  it('keeps the slug within the limit, and gives a title without letters a slug too', () => {
    expect(eventFromSubmission({ ...submission, title: 'word '.repeat(60) }, null).slug.length).toBeLessThanOrEqual(96);
    expect(eventFromSubmission({ ...submission, title: '🎉🎉🎉🎉🎉' }, null).slug).toBe('event-42');
  });
});
