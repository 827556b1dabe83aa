/** dynalite and s3rver ship no type declarations; these cover the parts the offline stack uses. */

declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    verbose?: boolean;
  }

  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    /** Its filesystem store: the offline stack replaces its object write (local/emulators/s3-whole-writes.ts). */
    store: import('./s3-whole-writes.ts').S3rverFileStore;
    /** Its Koa middleware, router last: the offline stack adds one before it (local/emulators/s3-list-continuation.ts). */
    middleware: import('./s3-list-continuation.ts').S3rverMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** s3rver is a Koa app: it emits 'event' with an S3 notification ({ Records: [...] }) per object change. */
    on(name: 'event', listener: (event: import('aws-lambda').S3Event) => void): this;
  }
}
