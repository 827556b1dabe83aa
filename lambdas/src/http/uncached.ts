/** An answer no browser or edge may keep (staff writes): the body with `cache-control: no-store`. */
export function uncached<T>(body: T, status?: number): { status?: number; body: T; headers: Record<string, string> } {
  return { ...(status === undefined ? {} : { status }), body, headers: { 'cache-control': 'no-store' } };
}
