import { Readable } from 'node:stream';
import type { DeliveryStore } from '../../src/repositories/delivery-store.ts';

/** The plan-files bucket in memory, for the delivery's domain tests: the same six calls as deliveryStore. */
export function memoryDeliveryStore(initial: Record<string, Uint8Array> = {}) {
  const objects = new Map<string, Uint8Array>(Object.entries(initial));
  const missing = (key: string) => Object.assign(new Error(`NoSuchKey ${key}`), { name: 'NoSuchKey' });
  const store: DeliveryStore = {
    exists: async (key) => objects.has(key),
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
      objects.set(key, bytes);
    },
    write: async (key, body) => {
      objects.set(key, body);
    },
    writeStream: async (key, body) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      objects.set(key, new Uint8Array(Buffer.concat(chunks)));
    },
  };
  return { store, objects };
}
