import type { ContentPageSlug } from '@portal/contract';
import { Alert, Button, Dialog, Skeleton, Stack } from '@portal/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/BrandContext';
import { useLanguage } from '../i18n/useLanguage';
import { HtmlText } from '../shared/pageParts';
import { useSanitizer } from '../shared/sanitizeHtml';
import { useContentPageQuery } from './api';

export type Policy = 'terms' | 'privacy';

const PAGE: Record<Policy, { slug: ContentPageSlug; title: ParseKeys<'registration'> }> = {
  terms: { slug: 'terms-and-conditions', title: 'terms.title' },
  privacy: { slug: 'privacy-policy', title: 'privacy.title' },
};

export interface PolicyDialogProps {
  policy: Policy | null;
  onClose: () => void;
}

/**
 * The Terms and Conditions and Privacy Policy dialogs of /home/register (spec section 2): the
 * brand's page from the content service (data.page_text, spec section 7) in the language on show,
 * sanitised with DOMPurify before it is rendered (SECURITY.md, input).
 */
export function PolicyDialog({ policy, onClose }: PolicyDialogProps) {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  const language = useLanguage();
  const shown = PAGE[policy ?? 'terms'];
  const page = useContentPageQuery(
    policy ? { brandName: brand.key, slug: shown.slug, lang: language } : skipToken,
  );
  const { sanitize, failed: sanitizerFailed } = useSanitizer(policy !== null);

  const failed = page.isError || sanitizerFailed;
  const html = !failed && page.data && sanitize ? sanitize(page.data.page_text) : undefined;

  return (
    <Dialog
      title={page.data?.page_title ?? t(shown.title)}
      isOpen={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      closeLabel={t('common.close', { ns: 'account' })}
      footer={(close) => <Button onPress={close}>{t('common.close', { ns: 'account' })}</Button>}
    >
      {failed ? (
        <Alert
          tone="error"
          action={
            page.isError ? (
              <Button variant="secondary" onPress={() => void page.refetch()}>
                {t('common.retry', { ns: 'account' })}
              </Button>
            ) : undefined
          }
        >
          {t('somethingWentWrong')}
        </Alert>
      ) : html === undefined ? (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton lines={4} />
          <Skeleton lines={3} />
        </Stack>
      ) : (
        // Sanitised just above; the only HTML the portal renders comes through DOMPurify.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: content service HTML, sanitised
        <HtmlText dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Dialog>
  );
}
