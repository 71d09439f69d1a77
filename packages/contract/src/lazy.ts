/**
 * A schema built the first time something reads it, not when its module loads.
 *
 * Building a zod schema is work (every object, check and pipe is an instance with its internals),
 * and the contract holds a few hundred of them. Built at module load they cost a patient's phone
 * tens of milliseconds of blocked main thread while a page starts, for calls the page may never
 * make. So every schema of the contract's modules is `lazy(() => ...)`: a stand-in that builds the
 * real one when something first reads it (a parse through it or through a schema holding it, or a
 * function that reads its internals: z.extend, z.pick) and from then on answers for it. Placing it in
 * a z.object or z.array builds nothing. Types are the built schema's own.
 *
 * The stand-in keeps a mirror of the built schema's own properties and prototype, so whatever
 * asks it what it is (`in`, `Object.keys`, `instanceof`) gets the built schema's answer.
 */
export function lazy<T extends object>(build: () => T): T {
  let built: T | undefined;
  const mirror = {} as T;
  const real = (): T => {
    if (built === undefined) {
      built = build();
      Object.defineProperties(mirror, Object.getOwnPropertyDescriptors(built));
      Object.setPrototypeOf(mirror, Object.getPrototypeOf(built));
    }
    return built;
  };
  return new Proxy(mirror, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Object.getPrototypeOf(real()),
    ownKeys: () => {
      real();
      return Reflect.ownKeys(mirror);
    },
    getOwnPropertyDescriptor: (_, key) => {
      real();
      return Reflect.getOwnPropertyDescriptor(mirror, key);
    },
  });
}
