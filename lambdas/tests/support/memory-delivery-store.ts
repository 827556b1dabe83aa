import { Readable } from 'node:stream';
import type { DeliveryStore } from '../../src/repositories/delivery-store.ts';

/**
 * The plan-files bucket in memory, for the delivery's domain tests: the same six calls as deliveryStore. Objects
 * are written at the clock's time (the initial ones when the store is made), as S3's LastModified.
 */
export function memoryDeliveryStore(initial: Record<string, Uint8Array> = {}, clock: () => Date = () => new Date()) {
  const objects = new Map<string, Uint8Array>(Object.entries(initial));
  const writtenAt = new Map<string, Date>(Object.keys(initial).map((key) => [key, clock()]));
  const put = (key: string, body: Uint8Array) => {
    objects.set(key, body);
    writtenAt.set(key, clock());
  };
  const missing = (key: string) => Object.assign(new Error(`NoSuchKey ${key}`), { name: 'NoSuchKey' });
  const store: DeliveryStore = {
    exists: async (key, since) =>
      objects.has(key) && (!since || (writtenAt.get(key) ?? new Date(0)).getTime() >= since.getTime()),
    read: async (key) => {
      const bytes = objects.get(key);
      if (!bytes) throw missing(key);
      return bytes;
    },
    readStream: async (key) => {
      const bytes = objects.get(key);
      if (!bytes) throw missing(key);
      return Readable.from([Buffer.from(bytes)]);
    },
    copy: async (source, key) => {
      const bytes = objects.get(source);
      if (!bytes) throw missing(source);
      put(key, bytes);
    },
    write: async (key, body) => put(key, body),
    writeStream: async (key, body) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      put(key, new Uint8Array(Buffer.concat(chunks)));
    },
  };
  return { store, objects, writtenAt };
}
