import { contactFieldsFrom, contactSchema, fieldErrors, MESSAGE_MAX_LENGTH, type ContactField } from './contactSchema';

const valid = {
  firstName: ' Ana ',
  lastName: 'Ruiz',
  email: 'Ana@Example.com',
  phone: '',
  subject: 'Story tip',
  message: 'The Trinity trail bridge is closed.',
};

describe('contactSchema', () => {
  it('accepts a complete message, trimmed, with the phone optional', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, firstName: 'Ana', email: 'Ana@example.com', phone: null });
    expect(contactSchema.parse({ ...valid, phone: '(214) 555-0100' }).phone).toBe('(214) 555-0100');
  });

  it('names every missing required field', () => {
    const result = contactSchema.safeParse({ firstName: '', lastName: ' ', email: '', phone: '', subject: '', message: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors<ContactField>(result.error!)).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter your message.',
    });
  });

  it('limits the message to 5,000 characters', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    const result = contactSchema.safeParse({ ...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(fieldErrors<ContactField>(result.error!)).toEqual({ message: 'Please keep your message to 5,000 characters or fewer.' });
  });

  it('counts a CRLF line break as one character and stores it as LF', () => {
    const message = `${'x'.repeat(MESSAGE_MAX_LENGTH - 2)}\r\ny`;
    expect(contactSchema.parse({ ...valid, message }).message).toBe(`${'x'.repeat(MESSAGE_MAX_LENGTH - 2)}\ny`);
  });

  it('refuses a bad email and a phone without digits', () => {
    const result = contactSchema.safeParse({ ...valid, email: 'ana@', phone: 'call me' });
    expect(Object.keys(fieldErrors(result.error!))).toEqual(['email', 'phone']);
  });

  it('refuses control characters in every text field, with a message for that field', () => {
    for (const field of ['firstName', 'lastName', 'subject', 'message'] as const) {
      for (const bad of ['Ana\u0000', 'a\u001b[31mred', 'a\u0085b', 'a\u2028b']) {
        const result = contactSchema.safeParse({ ...valid, [field]: bad });
        expect(result.success, `${field} ${JSON.stringify(bad)}`).toBe(false);
        expect(fieldErrors<ContactField>(result.error!)[field]).toMatch(/^Please remove the hidden control characters from /);
      }
    }
    // A raw line break would forge a second line wherever a one-line field is printed.
    expect(fieldErrors<ContactField>(contactSchema.safeParse({ ...valid, subject: 'Tip\nFAKE LOG LINE' }).error!)).toHaveProperty('subject');
    expect(contactSchema.safeParse({ ...valid, email: 'ana@example.com\u0000' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, phone: '214-555-0100\u0000' }).success).toBe(false);
  });

  it('keeps line breaks and tabs in the message', () => {
    expect(contactSchema.parse({ ...valid, message: 'One\r\n\tTwo' }).message).toBe('One\n\tTwo');
  });

  it('treats a field of only invisible characters (zero-width, bidi controls) as empty', () => {
    for (const invisible of ['\u200b', '\u200b\u200c\u200d\ufeff', '\u202e\u2066\u2069', ' \u2800 ', '\u3164']) {
      const result = contactSchema.safeParse({ ...valid, firstName: invisible, message: invisible });
      expect(fieldErrors<ContactField>(result.error!)).toEqual({ firstName: 'Please enter your first name.', message: 'Please enter your message.' });
    }
    // Visible text with a format character in it is a real name.
    expect(contactSchema.parse({ ...valid, lastName: 'Mu\u00adller\u200d' }).lastName).toBe('Mu\u00adller\u200d');
  });

  it('reads the fields from a form, missing ones as empty', () => {
    const form = new FormData();
    form.set('firstName', 'Ana');
    expect(contactFieldsFrom(form)).toEqual({ firstName: 'Ana', lastName: '', email: '', phone: '', subject: '', message: '' });
  });
});
