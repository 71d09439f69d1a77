import type { Faq } from '@portal/contract';
import {
  Accordion,
  AccordionItem,
  Button,
  Card,
  Heading,
  Link,
  PageHeader,
  Skeleton,
  Stack,
} from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { useOpenDialog } from '../../shared/dialogs';
import { LoadError } from '../../shared/LoadError';
import { HtmlText } from '../../shared/pageParts';
import { type Sanitize, useSanitizer } from '../../shared/sanitizeHtml';
import { useFailureToast } from '../../shared/useFailureToast';
import { useFaqsQuery } from '../api';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

const Ways = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.tile}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

function FaqList({ faqs, sanitize }: { faqs: readonly Faq[]; sanitize: Sanitize }) {
  return (
    <Accordion allowsMultipleExpanded>
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} id={String(faq.id)} title={faq.title}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (shared/sanitizeHtml) just here */}
          <HtmlText dangerouslySetInnerHTML={{ __html: sanitize(faq.description) }} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/**
 * /auth/needhelp (spec section 2, Need Help): the 24-hour helpline 8007267 as a tel: link, the
 * brand's support e-mail as a mailto: link, Contact Us and Ask Doctor for anything else, and the brand's FAQs from
 * the content service in the language on show, as an accordion (each answer's HTML sanitised).
 */
export function NeedHelpScreen() {
  const { t } = useTranslation('help');
  const brand = useBrand();
  const language = useLanguage();
  const openDialog = useOpenDialog();
  const faqs = useFaqsQuery({ brandName: brand.key, lang: language });
  const { sanitize, failed: sanitizerFailed } = useSanitizer();
  useFailureToast(faqs.error);

  const list = (() => {
    if (faqs.isError || sanitizerFailed) return <LoadError onRetry={() => void faqs.refetch()} />;
    if (!faqs.currentData || !sanitize) return <Skeleton label={t('loading')} lines={4} />;
    if (faqs.currentData.length === 0) return <p>{t('needHelp.faqsEmpty')}</p>;
    return <FaqList faqs={faqs.currentData} sanitize={sanitize} />;
  })();

  return (
    <Stack gap="xl">
      <PageHeader title={t('needHelp.title')} description={t('needHelp.intro')} />
      <Ways>
        <Card>
          <Stack gap="sm">
            <Heading level={2}>{t('needHelp.helplineTitle')}</Heading>
            <Link href={`tel:${brand.helpline}`} variant="standalone">
              <bdi dir="ltr">{brand.helpline}</bdi>
            </Link>
          </Stack>
        </Card>
        <Card>
          <Stack gap="sm">
            <Heading level={2}>{t('needHelp.emailTitle')}</Heading>
            <Link href={`mailto:${brand.supportEmail}`} variant="standalone">
              <bdi dir="ltr">{brand.supportEmail}</bdi>
            </Link>
          </Stack>
        </Card>
      </Ways>
      <Stack gap="md">
        <Heading level={2}>{t('needHelp.faqsTitle')}</Heading>
        {list}
      </Stack>
      <Stack direction="row" gap="md" wrap>
        <Button variant="secondary" onPress={() => openDialog('contactUs')}>
          {t('needHelp.contactUs')}
        </Button>
        <Button variant="secondary" onPress={() => openDialog('askDoctor')}>
          {t('needHelp.askDoctor')}
        </Button>
      </Stack>
    </Stack>
  );
}
