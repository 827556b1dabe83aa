import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paystackFromEnv } from '../../../src/adapters/paystack.ts';
import { secretValue } from '../../../src/adapters/secret-value.ts';

const secrets = mockClient(SecretsManagerClient);

beforeEach(() => {
  secrets.reset();
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('PAYSTACK_SECRET_KEY', '');
  vi.stubEnv('PAYSTACK_BASE_URL', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('reading secrets in AWS', () => {
  it('asks Secrets Manager for the named secret', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'shop/plan-file-signer-1' }).resolves({ SecretString: 'signer' });

    const value = await secretValue('shop/plan-file-signer-1');

    expect(value).toBe('signer');
  });

  it('reads a secret once per container', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'value' });

    await secretValue('shop/once');
    await secretValue('shop/once');

    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('tries again after a failed read', async () => {
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'second' });

    await expect(secretValue('shop/retry')).rejects.toThrow('throttled');
    await expect(secretValue('shop/retry')).resolves.toBe('second');
  });

  it('calls Paystack with the key from Secrets Manager when no key is in the environment', async () => {
    vi.stubEnv('PAYSTACK_SECRET_NAME', 'shop/paystack-secret-key-test');
    secrets
      .on(GetSecretValueCommand, { SecretId: 'shop/paystack-secret-key-test' })
      .resolves({ SecretString: 'sk_live_from_secrets\n' });
    const sent: { url: string; authorization?: string }[] = [];
    vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
      sent.push({ url: String(url), authorization: (init?.headers as Record<string, string>)?.authorization });
      return new Response(
        JSON.stringify({
          status: true,
          message: 'ok',
          data: { authorization_url: 'https://checkout.paystack.com/x', reference: 'r' },
        }),
        { status: 200 },
      );
    });

    await paystackFromEnv().initialize({
      email: 'a@example.com',
      amount: 100,
      currency: 'GHS',
      reference: 'thp_x',
      callback_url: 'https://shop.example.com/payment/verify',
      metadata: {},
    });

    expect(sent[0]?.url).toBe('https://api.paystack.co/transaction/initialize');
    expect(sent[0]?.authorization).toBe('Bearer sk_live_from_secrets');
  });
});
