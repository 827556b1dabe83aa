import { describe, expect, it } from 'vitest';
import {
  contactErrorText,
  EMPTY_CONTACT_FORM,
  fieldErrorsFrom,
  newSubmissionId,
  toContactRequest,
  validateContactForm,
} from '../src/features/contact/utils/contact-form-values.ts';
import { newsletterEmailProblem, newsletterErrorText } from '../src/features/newsletter/utils/newsletter-feedback.ts';
import { ApiError } from '../src/lib/api-client.ts';

const ID = '3f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70';

describe('the contact form', () => {
  it('asks for the four required fields, by the API’s own rules', () => {
    // Act
    const errors = validateContactForm(EMPTY_CONTACT_FORM, ID);

    // Assess
    expect(errors).toEqual({
      name: 'Full Name is required',
      email: 'Please enter a valid email address, e.g. ama@example.com',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('accepts a complete message and leaves empty optional fields out of the request', () => {
    // Prepare
    const values = { ...EMPTY_CONTACT_FORM, name: 'Ama', email: 'ama@example.com', subject: 'Hi', message: 'Hello' };

    // Act
    const errors = validateContactForm(values, ID);
    const request = toContactRequest(values, ID);

    // Assess
    expect(errors).toEqual({});
    expect(request).toEqual({
      name: 'Ama',
      email: 'ama@example.com',
      subject: 'Hi',
      message: 'Hello',
      submissionId: ID,
    });
  });

  it('shows only the field errors a person can fix from a 400', () => {
    // Assess
    expect(fieldErrorsFrom({ email: 'bad', submissionId: 'submissionId must be a UUID' })).toEqual({ email: 'bad' });
  });

  it('says the server’s words for 429 and the form’s own failure text otherwise', () => {
    // Prepare
    const tooMany = new ApiError(429, 'Too many messages. Please wait a few minutes and try again.');

    // Assess
    expect(contactErrorText(tooMany)).toBe('Too many messages. Please wait a few minutes and try again.');
    expect(contactErrorText(new ApiError(500, 'Request failed (500)'))).toBe(
      'Error: Failed to send message. Please try again or contact us directly.',
    );
    expect(contactErrorText(new TypeError('Failed to fetch'))).toBe(
      'Error: Failed to send message. Please try again or contact us directly.',
    );
  });

  it('makes a new UUID for every submission', () => {
    // Act
    const first = newSubmissionId();
    const second = newSubmissionId();

    // Assess
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
});

describe('the newsletter boxes', () => {
  it('check the address before sending it', () => {
    // Assess
    expect(newsletterEmailProblem('')).toBe('Please enter your email address.');
    expect(newsletterEmailProblem('kofi@gmail')).toBe('Please enter a valid email address, e.g. ama@example.com');
    expect(newsletterEmailProblem(' Kofi@Gmail.com ')).toBeUndefined();
  });

  it('show the server’s reason for a refusal and a general message for a failure', () => {
    // Assess
    expect(newsletterErrorText(new ApiError(429, 'Too many sign-ups'))).toBe('Too many sign-ups');
    expect(newsletterErrorText(new ApiError(503, 'Request failed (503)'))).toBe(
      'We could not sign you up just now. Please try again in a moment.',
    );
  });
});
