import type { SubPackage } from '@portal/contract';
import { Button, Card, Skeleton, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { CardTitle, HtmlText } from '../../shared/pageParts';
import type { Sanitize } from '../../shared/sanitizeHtml';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  block-size: 100%;
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The card's foot stays at the bottom, so the Book buttons of a row line up. */
const Foot = styled(Stack)`
  margin-block-start: auto;
`;

/** AED in the language on show ('AED 1,250.00'). */
function priceText(price: number, language: string): string {
  return new Intl.NumberFormat(`${language}-AE`, { style: 'currency', currency: 'AED' }).format(price);
}

export interface SubPackageCardProps {
  subPackage: SubPackage;
  /** DOMPurify once loaded; the description waits for it (never shown unsanitised). */
  sanitize: Sanitize | undefined;
  onBook: () => void;
}

/** A sub-package (spec section 2): its name, HTML description, price, 'Terms & Conditions*' and Book. */
export function SubPackageCard({ subPackage, sanitize, onBook }: SubPackageCardProps) {
  const { t } = useTranslation('healthPackages');
  const language = useLanguage();
  return (
    <Root padding="lg">
      <Stack gap="md">
        <CardTitle level={2}>{subPackage.name}</CardTitle>
        {sanitize ? (
          // Sanitised with DOMPurify just here; the content service's HTML reaches the page no other way.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: content service HTML, sanitised
          <HtmlText dangerouslySetInnerHTML={{ __html: sanitize(subPackage.description) }} />
        ) : (
          <Skeleton lines={3} />
        )}
      </Stack>
      <Foot gap="sm">
        <Price>
          <bdi>{priceText(subPackage.price, language)}</bdi>
        </Price>
        <Text elementType="p" tone="muted" size="sm">
          {t('details.terms')}
        </Text>
        <Button onPress={onBook} aria-label={t('details.bookNamed', { name: subPackage.name })}>
          {t('details.book')}
        </Button>
      </Foot>
    </Root>
  );
}
