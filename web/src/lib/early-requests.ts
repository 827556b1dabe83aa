declare global {
  interface Window {
    /** Requests the prerendered page's boot script started before the app arrived (web/build/boot-script.ts). */
    __shopEarlyRequests?: Record<string, Promise<Response> | undefined>;
  }
}

/** The boot script's request for `url`, once: the first caller gets its response, later callers fetch anew. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__shopEarlyRequests;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}
