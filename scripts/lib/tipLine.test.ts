import { describe, expect, it } from 'vitest';
import { tipLines } from './tipLine.mjs';

describe('tipLines', () => {
  it('shows nothing for a message that is not a tip', () => {
    expect(tipLines(null)).toEqual([]);
  });

  it('shows the status, the assignee and the note on one line each', () => {
    expect(tipLines({ status: 'new' })).toEqual(['Tip: new']);
    expect(tipLines({ status: 'assigned', assignee: 'Ana Ruiz' })).toEqual(['Tip: assigned to Ana Ruiz']);
    expect(tipLines({ status: 'done', assignee: 'Ana Ruiz', note: 'Ran on May 2.\nThanks sent.' })).toEqual([
      'Tip: done (Ana Ruiz)',
      'Note: Ran on May 2. / Thanks sent.',
    ]);
  });

  it('keeps control characters out of the terminal', () => {
    expect(tipLines({ status: 'assigned', assignee: 'Ana\u001b[31m' })[0]).not.toContain('\u001b');
  });
});
