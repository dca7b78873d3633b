import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionState } from './submissionState';
import { PHOTO_AGAIN_MESSAGE } from './submissionState';
import { SubmitEventForm } from './SubmitEventForm';

/** The form's state as the Server Action answered it (the test sets it): the page the reader gets back. */
let answer: SubmissionState = { status: 'idle' };
const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());

vi.mock('./actions', () => ({ submitEventAction: vi.fn() }));
vi.mock('@/components/form/useCheckedForm', () => ({
  useCheckedForm: () => ({
    state: answer,
    errors: answer.status === 'invalid' ? answer.errors : {},
    values: answer.status === 'invalid' || answer.status === 'refused' ? answer.values : undefined,
    statusMessage: '',
    pending: false,
    formRef: { current: null },
    doneRef: { current: null },
    formAction: vi.fn(),
    onSubmit,
  }),
}));

const values = {
  title: 'Lakewood Porch Concert',
  date: '2026-12-12',
  startTime: '18:30',
  endTime: '20:00',
  location: 'Lakewood Theater',
  category: 'Arts',
  description: 'Neighbors play music on their porches.',
  organizerName: 'Ana Ruiz',
  organizerEmail: 'ana@example.com',
  link: '',
  photoAlt: 'Musicians on a porch',
};
const withPhoto: SubmissionState = { status: 'invalid', values, errors: { title: 'Please enter a title.' }, photoDropped: true };
const photoInput = () => screen.getByLabelText(/^Photo/);

beforeEach(() => {
  answer = { status: 'idle' };
});

describe('SubmitEventForm, when the form comes back without the photo', () => {
  it('asks for the photo again in the server-rendered page (no JavaScript), tied to the file input', () => {
    answer = withPhoto;
    const html = renderToString(<SubmitEventForm />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const input = page.getElementById('event-photo');
    const notice = page.getElementById('event-photo-again');
    expect(notice?.textContent).toBe(PHOTO_AGAIN_MESSAGE);
    expect(input?.getAttribute('aria-describedby')).toBe('event-photo-again');
  });

  it('says so after a refusal as a whole too, and no longer once the photo is chosen again', async () => {
    answer = { status: 'refused', values, message: 'Sorry, we could not save that just now. Please try again in a minute.', photoDropped: true };
    render(<SubmitEventForm />);
    expect(photoInput()).toHaveAccessibleDescription(PHOTO_AGAIN_MESSAGE);
    await userEvent.upload(photoInput(), new File(['jpeg'], 'porch.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByText(PHOTO_AGAIN_MESSAGE)).toBeNull();
    expect(photoInput()).not.toHaveAttribute('aria-describedby');
  });

  it('says nothing when the photo was kept: with JavaScript the form is sent without being reset', async () => {
    const { rerender } = render(<SubmitEventForm />);
    await userEvent.upload(photoInput(), new File(['jpeg'], 'porch.jpg', { type: 'image/jpeg' }));
    fireEvent.submit(photoInput().closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalled();
    answer = withPhoto;
    rerender(<SubmitEventForm />);
    expect(screen.queryByText(PHOTO_AGAIN_MESSAGE)).toBeNull();
    expect(photoInput()).not.toHaveAttribute('aria-describedby');
  });

  it('reads the file input when the form is sent: a photo chosen before the page was ready is kept too', () => {
    const { rerender } = render(<SubmitEventForm />);
    // No change event reached React: the file was chosen before the page's script ran.
    Object.defineProperty(photoInput(), 'files', { value: [new File(['jpeg'], 'porch.jpg', { type: 'image/jpeg' })] });
    fireEvent.submit(photoInput().closest('form') as HTMLFormElement);
    answer = withPhoto;
    rerender(<SubmitEventForm />);
    expect(screen.queryByText(PHOTO_AGAIN_MESSAGE)).toBeNull();
  });

  it('leaves it to the error when the photo itself was refused, and says nothing when no photo was sent', () => {
    answer = { ...withPhoto, errors: { photo: 'Please choose a JPEG, PNG or WebP photo.' } };
    const { rerender } = render(<SubmitEventForm />);
    expect(screen.queryByText(PHOTO_AGAIN_MESSAGE)).toBeNull();
    expect(photoInput()).toHaveAccessibleDescription('Please choose a JPEG, PNG or WebP photo.');
    answer = { status: 'invalid', values, errors: { title: 'Please enter a title.' } };
    rerender(<SubmitEventForm />);
    expect(screen.queryByText(PHOTO_AGAIN_MESSAGE)).toBeNull();
  });
});
