// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { photoAgainShown, submissionAnswer, type SubmissionState } from './submissionState';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'porch.jpg', { type: 'image/jpeg' });

/** A submitted form: its text fields, and the photo part as a browser sends it. */
function form(part: File | string | null): FormData {
  const data = new FormData();
  data.set('title', 'Porch concert');
  data.set('photoAlt', 'Musicians on a porch');
  if (part !== null) data.set('photo', part);
  return data;
}
/** What a browser sends for a file input left empty: a part with no name and no bytes. */
const noFile = () => new File([], '', { type: 'application/octet-stream' });

describe('submissionAnswer', () => {
  it('keeps what the reader typed and says that the photo was sent, for every refusal', () => {
    const invalid = submissionAnswer({ status: 'invalid', fieldErrors: { date: 'Please enter the date of the event.' } }, form(photo()));
    expect(invalid).toMatchObject({ status: 'invalid', errors: { date: 'Please enter the date of the event.' }, photoDropped: true });
    expect(invalid.status === 'invalid' && invalid.values).toMatchObject({ title: 'Porch concert', photoAlt: 'Musicians on a porch', date: '' });
    expect(submissionAnswer({ status: 'rate-limited', retryAfterSeconds: 120 }, form(photo()))).toMatchObject({
      status: 'refused',
      message: rateLimitedMessage(120),
      photoDropped: true,
    });
    expect(submissionAnswer({ status: 'error' }, form(photo()))).toMatchObject({ status: 'refused', message: SERVER_ERROR_MESSAGE, photoDropped: true });
  });

  it('says nothing of a photo when none was chosen (an empty file part, or none at all)', () => {
    for (const part of [noFile(), null, 'porch.jpg']) {
      const answer = submissionAnswer({ status: 'invalid', fieldErrors: { title: 'Please enter a title.' } }, form(part));
      expect(answer, String(part)).not.toHaveProperty('photoDropped');
    }
  });

  it('answers a sent submission with nothing to refill', () => {
    expect(submissionAnswer({ status: 'ok' }, form(photo()))).toEqual({ status: 'ok' });
  });
});

describe('photoAgainShown', () => {
  const values = submissionAnswer({ status: 'error' }, form(null));
  const refused: SubmissionState = { ...values, photoDropped: true };
  const invalid = submissionAnswer({ status: 'invalid', fieldErrors: { title: 'Please enter a title.' } }, form(photo()));

  it('asks for the photo again when the form came back without it', () => {
    expect([photoAgainShown(invalid, false), photoAgainShown(refused, false)]).toEqual([true, true]);
  });

  it('does not when the file input still holds it (the form was checked and sent with JavaScript)', () => {
    expect([photoAgainShown(invalid, true), photoAgainShown(refused, true)]).toEqual([false, false]);
  });

  it('does not when no photo was sent, when the photo itself was refused, or before and after an answer', () => {
    expect(photoAgainShown(submissionAnswer({ status: 'invalid', fieldErrors: { title: 'Please enter a title.' } }, form(noFile())), false)).toBe(false);
    const badPhoto = submissionAnswer({ status: 'invalid', fieldErrors: { photo: 'Please choose a JPEG, PNG or WebP photo.' } }, form(photo()));
    expect(photoAgainShown(badPhoto, false)).toBe(false);
    expect([photoAgainShown({ status: 'idle' }, false), photoAgainShown({ status: 'ok' }, false)]).toEqual([false, false]);
  });
});
