import { runInNewContext } from 'node:vm';
import type { ViewerRequestFunction, ViewerResponseFunction } from '@shop/infra/definitions/edge-behaviours';
import { PLAN_PAGE_FUNCTION_SOURCE } from '@shop/infra/definitions/plan-page-function';
import { NOT_FOUND_STATUS_SOURCE, SPA_FALLBACK_SOURCE } from '@shop/infra/definitions/spa-fallback-function';

type Fields = Record<string, { value: string }>;
interface FunctionRequest {
  method: string;
  uri: string;
  querystring: Fields;
  headers: Fields;
}
interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Fields;
}
type Handler = (event: { request: FunctionRequest; response?: FunctionResponse }) => FunctionRequest | FunctionResponse;

const SOURCES: Record<ViewerRequestFunction | ViewerResponseFunction, string> = {
  'spa-fallback': SPA_FALLBACK_SOURCE,
  'plan-page': PLAN_PAGE_FUNCTION_SOURCE,
  'not-found-status': NOT_FOUND_STATUS_SOURCE,
};

/** What a viewer-request function decided: the request goes on (maybe rewritten), or the edge answers itself. */
export type ViewerRequestOutcome =
  | { kind: 'request'; uri: string; keepQuery: boolean }
  | { kind: 'response'; status: number; headers: Record<string, string> };

/**
 * CloudFront's functions, run from the very sources the stack deploys (cloudfront-js-2.0 is plain JavaScript; these
 * sources use nothing outside ES5), each in a context of its own as CloudFront runs it.
 */
export function edgeFunctions() {
  const handlers = new Map<string, Handler>();
  const handlerFor = (name: ViewerRequestFunction | ViewerResponseFunction): Handler => {
    let handler = handlers.get(name);
    if (!handler) {
      handler = runInNewContext(`${SOURCES[name]}\nhandler;`) as Handler;
      handlers.set(name, handler);
    }
    return handler;
  };
  return {
    viewerRequest(name: ViewerRequestFunction, method: string, uri: string, query: string): ViewerRequestOutcome {
      const querystring: Fields = { query: { value: query } };
      const result = handlerFor(name)({ request: { method, uri, querystring, headers: {} } });
      if ('statusCode' in result) {
        const headers = Object.fromEntries(
          Object.entries(result.headers ?? {}).map(([key, { value }]) => [key, value]),
        );
        return { kind: 'response', status: result.statusCode, headers };
      }
      // A function that empties the query string drops it (the marker above is gone).
      return { kind: 'request', uri: result.uri, keepQuery: 'query' in result.querystring };
    },
    /**
     * The status a viewer-response function gives an answer. CloudFront runs it only on answers below 400; `uri` is
     * the request's path after the viewer-request function.
     */
    viewerResponse(name: ViewerResponseFunction, method: string, uri: string, status: number): number {
      if (status >= 400) return status;
      const request = { method, uri, querystring: {}, headers: {} };
      const result = handlerFor(name)({ request, response: { statusCode: status, headers: {} } });
      return (result as FunctionResponse).statusCode;
    },
  };
}
