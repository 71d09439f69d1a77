import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazy } from './lazy';

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
