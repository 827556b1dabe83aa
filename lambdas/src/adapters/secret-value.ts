import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<string>>();

async function fetchSecret(name: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  const answer = await client.send(new GetSecretValueCommand({ SecretId: name }));
  if (typeof answer.SecretString !== 'string') throw new Error(`Secret ${name} holds no text`);
  return answer.SecretString;
}

/** The secret's text, read once per Lambda container (a failed read is tried again next time). */
export function secretValue(name: string): Promise<string> {
  let value = cache.get(name);
  if (!value) {
    value = fetchSecret(name);
    cache.set(name, value);
    value.catch(() => cache.delete(name));
  }
  return value;
}
