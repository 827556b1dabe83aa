import { startApiAdapter } from './api-adapter.ts';
import { createJwtAuthorizer } from './jwt-authorizer.ts';

/** Runs in the child started by api-process.ts: the adapter on the given port, until SIGTERM. */
const options = JSON.parse(process.env.LOCAL_API_OPTIONS ?? '{}') as {
  port: number;
  issuer: string;
  clientId: string;
  quiet: boolean;
};
// The handlers' own JSON logs would drown test and benchmark output; the adapter logs each request anyway.
if (options.quiet) process.env.LOG_LEVEL = 'silent';

try {
  const api = await startApiAdapter({
    port: options.port,
    authorize: createJwtAuthorizer({ issuer: options.issuer, clientId: options.clientId }),
    quiet: options.quiet,
  });
  // process.exit (not a kill) so a --cpu-prof profile is written.
  process.on('SIGTERM', () => api.stop().finally(() => process.exit(0)));
  process.send?.({ ready: true });
} catch (error) {
  process.send?.({ error: (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'busy' : String(error) });
  process.exit(1);
}
