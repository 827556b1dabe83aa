/**
 * Stands in for `node:stream/web` in every handler bundle (LAMBDA_BUNDLING aliases it here): the same
 * exports, but Node's web streams module is loaded on the first read of one of them instead of at load.
 * @middy/core imports `ReadableStream` from it at its top and reads it only when answering a streamed
 * response, which no handler does, so handlers never pay the ~3 ms of loading web streams
 * (docs/decisions/0016-lambda-load-time.md). A CommonJS module because only getters on `module.exports`
 * can be lazy: esbuild turns `import { X } from` it into a read of `X` at the point of use.
 */
const NAMES = [
  'ReadableStream',
  'ReadableStreamDefaultReader',
  'ReadableStreamBYOBReader',
  'ReadableStreamBYOBRequest',
  'ReadableByteStreamController',
  'ReadableStreamDefaultController',
  'TransformStream',
  'TransformStreamDefaultController',
  'WritableStream',
  'WritableStreamDefaultWriter',
  'WritableStreamDefaultController',
  'ByteLengthQueuingStrategy',
  'CountQueuingStrategy',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
];

let web;
for (const name of NAMES) {
  Object.defineProperty(module.exports, name, {
    enumerable: true,
    get: () => {
      web ??= require('node:stream/web');
      return web[name];
    },
  });
}
