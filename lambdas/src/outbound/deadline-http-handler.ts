import { NodeHttpHandler } from '@smithy/node-http-handler';
import { callTimeoutMs } from './request-deadline.ts';

type HttpRequest = Parameters<NodeHttpHandler['handle']>[0];
type HandleOptions = Parameters<NodeHttpHandler['handle']>[1];

/**
 * The SDK's Node handler, each attempt's timeout cut to what the request has left (request-deadline.ts). The handler
 * runs once per attempt, so a retry after a slow first attempt gets only the rest, and one with no time left is
 * refused before it is sent. Outside a request the budget's own timeout applies unchanged.
 */
export class DeadlineHttpHandler extends NodeHttpHandler {
  constructor(private readonly budget: { connectionTimeout: number; requestTimeout: number }) {
    super({ ...budget, throwOnRequestTimeout: true });
  }

  override handle(request: HttpRequest, options: HandleOptions = {}) {
    let requestTimeout: number;
    try {
      requestTimeout = callTimeoutMs(this.budget.requestTimeout);
    } catch (error) {
      return Promise.reject(error);
    }
    return super.handle(request, { ...options, requestTimeout });
  }
}
