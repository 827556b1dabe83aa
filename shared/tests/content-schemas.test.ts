import { describe, expect, it } from 'vitest';
import { ContactMessageRequest } from '../src/content/contact.ts';
import { emailAddress, isEmailAddress } from '../src/content/email-address.ts';
import { NewsletterSignupRequest } from '../src/content/newsletter.ts';

describe('email addresses', () => {
  it.each(['ama@example.com', 'kofi.boateng+plans@mail.example.com.gh', "o'neil@example.org"])(
    'accepts %s',
    (address) => {
      expect(isEmailAddress(address)).toBe(true);
    },
  );

  it.each(['', 'ama', 'ama@', 'ama@example', 'ama @example.com', 'ama@exa_mple.com', `${'a'.repeat(250)}@x.com`])(
    'refuses "%s"',
    (address) => {
      expect(isEmailAddress(address)).toBe(false);
    },
  );

  it('trims and lower-cases what it accepts', () => {
    expect(emailAddress().parse('  Ama@Example.COM ')).toBe('ama@example.com');
  });
});

describe('contact and newsletter requests', () => {
  const valid = {
    name: 'Ama',
    email: 'ama@example.com',
    subject: 'Plan question',
    message: 'Hello',
    submissionId: '3f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70',
  };

  it('accepts a message at its limits and refuses one past them', () => {
    // Act
    const atLimits = ContactMessageRequest.safeParse({
      ...valid,
      name: 'n'.repeat(100),
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
      phone: '+233 24 000 1234',
    });
    const pastLimits = ContactMessageRequest.safeParse({
      ...valid,
      name: 'n'.repeat(101),
      subject: 's'.repeat(151),
      message: 'm'.repeat(5001),
      phone: '+233 24 000 1234 5678 9',
    });

    // Assess
    expect(atLimits.success).toBe(true);
    expect([...new Set(pastLimits.error?.issues.map((issue) => issue.path.join('.')))].sort()).toEqual([
      'message',
      'name',
      'phone',
      'subject',
    ]);
  });

  it('takes each of the six plan types and nothing else', () => {
    for (const planType of ['villa', 'bungalow', 'townhouse', 'custom', 'consultation', 'other']) {
      expect(ContactMessageRequest.safeParse({ ...valid, planType }).success, planType).toBe(true);
    }
    expect(ContactMessageRequest.safeParse({ ...valid, planType: 'duplex' }).success).toBe(false);
  });

  it('needs a UUID submission id, so retries can be recognised', () => {
    expect(ContactMessageRequest.safeParse({ ...valid, submissionId: '42' }).success).toBe(false);
  });

  it('refuses unknown fields in a newsletter sign-up', () => {
    expect(NewsletterSignupRequest.safeParse({ email: 'ama@example.com', admin: true }).success).toBe(false);
  });
});
