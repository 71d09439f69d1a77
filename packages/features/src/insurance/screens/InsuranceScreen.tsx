import { PageHeader, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { ContentCard } from '../../shared/content/ContentCard';
import { CARD_IMAGE_SIZES } from '../../shared/content/ContentImage';
import { ContentList } from '../../shared/content/ContentList';
import { CardGrid } from '../../shared/pageParts';
import { useInsurersQuery } from '../api';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

/** /auth/insurance: the insurers the brand's hospitals work with, a card each (logo, name). */
export function InsuranceScreen() {
  const { t } = useTranslation('insurance');
  const brand = useBrand();
  const language = useLanguage();
  const insurers = useInsurersQuery({ brandName: brand.key, lang: language });

  return (
    <Stack gap="xl">
      <PageHeader title={t('insurance.title')} description={t('insurance.intro')} />
      <ContentList result={insurers} emptyTitle={t('insurance.empty')} aspectRatio="3 / 2">
        {(items) => (
          <CardGrid>
            {items.map((insurer, index) => (
              <li key={insurer.id}>
                <ContentCard
                  image={insurer.imageSet}
                  title={insurer.name}
                  sizes={CARD_IMAGE_SIZES}
                  aspectRatio="3 / 2"
                  fit="contain"
                  aboveFold={index < 2}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </ContentList>
    </Stack>
  );
}
