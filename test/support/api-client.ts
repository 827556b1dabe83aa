import { tokenClaims } from './token-claims.ts';
/** A JSON call to the offline API, answering status, headers, the parsed body and its raw text. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The parsed JSON; a refusal carries `message`, and a validation refusal `fields` too. */
  body: T & { message?: string; fields?: Record<string, string> };
  text: string;
}

export type ApiCall = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<Answer<T>>;

/**
 * Redirects are not followed, so a download's 302 and its Location can be asserted. A JSON answer is parsed
 * into `body`; any other (a CSV export, a 302) leaves `body` empty and is read from `text` and `headers`.
 */
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
    const json = response.headers.get('content-type')?.includes('json') && text !== '';
    return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : {}, text };
  };
}

/** The `sub` claim of a token: the user's id. */
export function subOf(token: string): string {
  return String(tokenClaims(token).sub);
}

/** Only the status and the body, to assert a whole answer with `toEqual`. */
export function statusAndBody<T>({ status, body }: Answer<T>): { status: number; body: Answer<T>['body'] } {
  return { status, body };
}
