/** A JSON call to the offline API, answering status, headers, the parsed body and its raw text. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { message?: string };
  text: string;
}

export type ApiCall = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<Answer<T>>;

/** Redirects are not followed, so a download's 302 and its Location can be asserted. */
export function apiCaller(api: string): ApiCall {
  return async (method, path, token, body) => {
    const response = await fetch(`${api}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {}, text };
  };
}

/** The `sub` claim of a token (the user's id), read without verifying: the server verified it. */
export function subOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}
