import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClientOptions } from '../outbound/aws-client-options.ts';
import { CALL_BUDGETS } from '../outbound/call-budgets.ts';

/**
 * How long a warm Lambda keeps a secret before reading it again: a rotated Paystack key or link-signing
 * key reaches every running function within this time (docs/operations.md, "Rotating keys").
 */
export const SECRET_MAX_AGE_SECONDS = 300;

let provider: SecretsProvider | undefined;

/** The secret's text, cached per container for SECRET_MAX_AGE_SECONDS (Powertools Parameters). */
export async function secretValue(name: string): Promise<string> {
  provider ??= new SecretsProvider({ awsSdkV3Client: new SecretsManagerClient(awsClientOptions(CALL_BUDGETS.secret)) });
  const value = await provider.get(name, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string') throw new Error(`Secret ${name} holds no text`);
  return value;
}
