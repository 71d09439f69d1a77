import { Card, Heading, Skeleton, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { LoadError } from '../../shared/LoadError';
import { HtmlText } from '../../shared/pageParts';
import { useSanitizer } from '../../shared/sanitizeHtml';
import { useInternationalPageQuery } from '../api';
import { EnquiryForm } from '../components/EnquiryForm';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

/** The page's sections are h2 under the screen's h1, sized as the other pages' h3. */
const PageText = styled(HtmlText)`
  & h2 {
    margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * /auth/internationalpatients (spec section 2, International Patient): the brand's information
 * page from the content service, in the language on show and sanitised, and the enquiry form.
 */
export function InternationalPatientsScreen() {
  const { t } = useTranslation('international');
  const brand = useBrand();
  const lang = useLanguage();
  const page = useInternationalPageQuery({ brandName: brand.key, slug: 'international-patients', lang });
  const { sanitize, failed } = useSanitizer();
  const shown = page.currentData;

  return (
    <Stack gap="xl">
      <Heading level={1}>{shown?.page_title ?? t('title')}</Heading>
      <Card padding="xl">
        {page.isError || failed ? (
          <LoadError onRetry={() => void page.refetch()} />
        ) : shown && sanitize ? (
          // Sanitised with DOMPurify just here; the content service's HTML reaches the page no other way.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: content service HTML, sanitised
          <PageText dangerouslySetInnerHTML={{ __html: sanitize(shown.page_text) }} />
        ) : (
          <Skeleton lines={5} label={t('loading')} />
        )}
      </Card>
      <EnquiryForm />
    </Stack>
  );
}
