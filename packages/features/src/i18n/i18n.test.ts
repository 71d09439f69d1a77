import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, featureStrings, i18n } from './i18n';

// Arabic's core bundle is in already (an earlier switch), so a switch starts loading at once.
beforeAll(async () => {
  await changeLanguage('ar');
  await changeLanguage('en');
});

afterEach(async () => {
  await changeLanguage('en');
});

/** A namespace whose Arabic bundle arrives when `release` is called. */
function lateNamespace(name: string) {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const strings = featureStrings(
    name,
    { title: 'Health Tools' },
    { ar: () => arrived.then(() => ({ title: 'الأدوات الصحية' })) },
  );
  return { strings, release };
}

describe('a screen whose strings arrive while the language changes', () => {
  it('is in the new language once the change is done, though it registered after the change began', async () => {
    const switching = changeLanguage('ar');
    // The screen's chunk arrives mid-switch (a page opened at a signed-in address fetches it at
    // once) and waits for its strings, as lazyScreen does.
    const late = lateNamespace('lateScreen');
    const ready = late.strings.ready();
    late.release();
    await Promise.all([switching, ready]);
    expect(i18n.language).toBe('ar');
    expect(i18n.getResource(i18n.language, 'lateScreen', 'title')).toBe('الأدوات الصحية');
  });
});
