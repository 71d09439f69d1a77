import { contentPageResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { bearerGet } from './identity';

const t = useTestApp();

const page = (query: string) => bearerGet(t.app, `/api/content/page?${query}`);

describe('content pages (terms and privacy, spec section 7)', () => {
  it('answers each brand its own terms, in English and Arabic, without a sign-in', async () => {
    const en = await page('brandName=aldhannah&slug=terms-and-conditions');
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toContain('no-store');
    const body = contentPageResponse.parse(en.json());
    expect(body.data.status).toBe('success');
    expect(body.data.data.page_title).toBe('Terms and Conditions');
    expect(body.data.data.page_text).toContain('Al Dhannah Hospital');
    expect(body.data.data.page_text).toContain('8007267');

    const ar = contentPageResponse.parse(
      (await page('brandName=aldhannah&slug=terms-and-conditions&lang=ar')).json(),
    );
    expect(ar.data.data.page_title).toBe('الشروط والأحكام');
    expect(ar.data.data.page_text).toContain('مستشفى الظنة');

    const colab = contentPageResponse.parse((await page('brandName=colab&slug=privacy-policy')).json());
    expect(colab.data.data.page_title).toBe('Privacy Policy');
    expect(colab.data.data.page_text).toContain('Colab Medical Centre');
    expect(colab.data.data.page_text).not.toContain('Al Dhannah');
  });

  it('reads the page from the database, so an edit shows at once', async () => {
    await t.database.transaction((session) =>
      session.exec(
        `update content_pages set page_text = '<p>Updated terms</p>'
         where brand = 'colab' and slug = 'terms-and-conditions' and lang = 'en'`,
      ),
    );
    const body = contentPageResponse.parse((await page('brandName=colab&slug=terms-and-conditions')).json());
    expect(body.data.data.page_text).toBe('<p>Updated terms</p>');
  });

  it('refuses an unknown page, brand or language with 400 or 404', async () => {
    expect((await page('brandName=aldhannah&slug=secrets')).statusCode).toBe(400);
    expect((await page('brandName=aldhannah&slug=privacy-policy&lang=fr')).statusCode).toBe(400);
    expect((await page('slug=privacy-policy')).statusCode).toBe(400);
    expect((await page('brandName=nobrand&slug=privacy-policy')).statusCode).toBe(404);
  });
});
