import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a page pays when it loads `@portal/contract`: no zod schema is built until used
 * (packages/contract/src/lazy.ts). Here, not in the contract's own tests: it starts a process, and
 * the contract's code is type-checked without Node's types.
 */
const contractIndex = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/contract/src/index.ts',
);

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
      const contract = await import(${JSON.stringify(contractIndex)});
      const atLoad = built;
      ${afterImport}
      console.log(JSON.stringify({ atLoad, after: built }));
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.dirname(contractIndex),
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
