/**
 * A module-level schema (or object of schemas) built on its first use instead of at import. Each route-table
 * row imports its feature's schema modules, so building every schema at load cost each Lambda's cold start
 * the schemas of its whole feature, response schemas included, which a handler never runs
 * (docs/decisions/0016-lambda-load-time.md). The browser gains the same on its first paint.
 *
 * The value is a Proxy that forwards every operation to the built object: properties, `in`, keys, spread,
 * prototype (so zod's `instanceof` checks hold), so callers and zod itself use it like the schema.
 * Creating one has no side effects, which the annotation tells esbuild and Vite, so unused schemas are dropped.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const target = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_shell, key) => Reflect.get(target(), key),
    set: (_shell, key, value) => Reflect.set(target(), key, value),
    has: (_shell, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_shell, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may not report a property as non-configurable that its (empty) shell lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_shell, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_shell, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}
