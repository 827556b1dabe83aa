import { describe, expect, it } from 'vitest';
import { synthShop } from './support/synth.ts';

describe('CloudFormation validation', () => {
  it('finds nothing wrong with the template, custom domain and contact email included', () => {
    const synth = () =>
      synthShop(
        {
          domain: { name: 'plans.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
          contactEmail: 'hello@example.com',
        },
        undefined,
        true,
      );

    expect(synth).not.toThrow();
  });
});
