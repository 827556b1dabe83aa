import { runInNewContext } from 'node:vm';
import { SPA_FALLBACK_SOURCE } from '@shop/infra/definitions/spa-fallback-function';

type ViewerRequest = { uri: string };
type ViewerRequestHandler = (event: { request: ViewerRequest }) => ViewerRequest;

/**
 * CloudFront's viewer-request function, run from the very source the stack deploys (cloudfront-js-2.0 is
 * plain JavaScript; this source uses nothing outside ES5), in a context of its own as CloudFront runs it.
 */
export function viewerRequestFunction(): (uri: string) => string {
  const handler = runInNewContext(`${SPA_FALLBACK_SOURCE}\nhandler;`) as ViewerRequestHandler;
  return (uri) => handler({ request: { uri } }).uri;
}
