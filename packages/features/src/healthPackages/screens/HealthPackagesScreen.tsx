import { PageHeader, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { ContentCard } from '../../shared/content/ContentCard';
import { CARD_IMAGE_SIZES } from '../../shared/content/ContentImage';
import { ContentList } from '../../shared/content/ContentList';
import { CardGrid } from '../../shared/pageParts';
import { useHealthPackagesQuery } from '../api';
import { strings } from '../i18n/strings';
import { HealthPackagesRoute } from '../paths';
import type { HealthPackageState } from '../state';

export const ready = strings.ready;

/** /auth/healthPackages: the brand's health packages as cards; each opens its details. */
export function HealthPackagesScreen() {
  const { t } = useTranslation('healthPackages');
  const brand = useBrand();
  const language = useLanguage();
  const packages = useHealthPackagesQuery({ brandName: brand.key, lang: language });

  return (
    <Stack gap="xl">
      <PageHeader title={t('packages.title')} description={t('packages.intro')} />
      <ContentList result={packages} emptyTitle={t('packages.empty')} aspectRatio="16 / 9">
        {(items) => (
          <CardGrid>
            {items.map((item, index) => (
              <li key={item.name}>
                <ContentCard
                  image={item.imageSet}
                  title={item.packagename}
                  sizes={CARD_IMAGE_SIZES}
                  aspectRatio="16 / 9"
                  aboveFold={index === 0}
                  action={{
                    href: HealthPackagesRoute.healthPackageDetails,
                    state: {
                      name: item.name,
                      title: item.title,
                      image: item.image,
                    } satisfies HealthPackageState,
                  }}
                >
                  <Text elementType="p" tone="muted" size="sm">
                    {item.title}
                  </Text>
                </ContentCard>
              </li>
            ))}
          </CardGrid>
        )}
      </ContentList>
    </Stack>
  );
}
