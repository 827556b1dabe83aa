import { fileURLToPath } from 'node:url';

/** Absolute paths the CDK app needs, independent of the directory the CLI was started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LOCK_FILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
export const HANDLERS_DIR = fileURLToPath(new URL('../../lambdas/src/handlers/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
