import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazy } from './lazy';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('lazy schema', () => {
  it('builds its schema on first use, once, and answers as that schema', () => {
    let builds = 0;
    const age = lazy(() => {
      builds += 1;
      return z.int().check(z.minimum(0, 'not negative'));
    });
    expect(builds).toBe(0);
    expect(age.parse(4)).toBe(4);
    const failed = age.safeParse(-1);
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('not negative');
    expect(builds).toBe(1);
    expect(age.safeParse('4').success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes into other schemas and is what it stands for', () => {
    const person = lazy(() => z.object({ name: z.string().check(z.trim(), z.minLength(1)) }));
    const household = z.object({ people: z.array(person) });
    expect(household.parse({ people: [{ name: ' Mona ', extra: 1 }] })).toEqual({
      people: [{ name: 'Mona' }],
    });
    expect(household.safeParse({ people: [{ name: ' ' }] }).success).toBe(false);
    expect(person instanceof z.ZodMiniObject).toBe(true);
    expect('_zod' in person).toBe(true);
    expect(Object.keys(person)).toEqual(Object.keys(z.object({ name: z.string() })));
    expect(z.extend(person, { age: z.int() }).parse({ name: 'Ali', age: 3 })).toEqual({
      name: 'Ali',
      age: 3,
    });
  });
});

describe('the contract', () => {
  // A fresh process: this worker's module cache may hold the contract already. Every zod schema
  // gets its internals through Object.defineProperty(instance, '_zod'), which the child counts.
  const count = (afterImport: string) => {
    const script = `
      const define = Object.defineProperty;
      let built = 0;
      Object.defineProperty = function (target, key, descriptor) {
        if (key === '_zod') built += 1;
        return define.call(this, target, key, descriptor);
      };
      const contract = await import(${JSON.stringify(path.join(here, 'index.ts'))});
      const atLoad = built;
      ${afterImport}
      console.log(JSON.stringify({ atLoad, after: built }));
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: here,
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    return JSON.parse(child.stdout) as { atLoad: number; after: number };
  };

  it('builds no schema when it loads; a schema is built when first used', () => {
    const { atLoad, after } = count(
      "contract.loginFormSchema.safeParse({ mobile: '501234567', password: 'x' });",
    );
    expect(atLoad, 'schemas built as the contract loads: declare each as lazy(() => ...)').toBe(0);
    // The count sees schemas being built: using one builds it and the rules it composes.
    expect(after).toBeGreaterThan(2);
  });
});
