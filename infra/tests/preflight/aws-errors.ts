/** An error as the SDK throws it for a service's error code (the checks read `name`). */
export function awsError(name: string, message = name): Error {
  return Object.assign(new Error(message), { name, $metadata: {} });
}

export const TEST_CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };
