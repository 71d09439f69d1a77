import { PageHeader, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { useNewsQuery } from '../../shared/content/api';
import { ContentCard } from '../../shared/content/ContentCard';
import { CARD_IMAGE_SIZES } from '../../shared/content/ContentImage';
import { ContentList } from '../../shared/content/ContentList';
import { displayDayOf } from '../../shared/format';
import { CardGrid } from '../../shared/pageParts';
import { strings } from '../i18n/strings';
import { NewsRoute } from '../paths';
import type { NewsState } from '../state';

export const ready = strings.ready;

/** /auth/allNews: the brand's news, newest first (image, title, publish date); each opens its detail. */
export function AllNewsScreen() {
  const { t } = useTranslation('news');
  const brand = useBrand();
  const language = useLanguage();
  const news = useNewsQuery({ brandName: brand.key, lang: language });

  return (
    <Stack gap="xl">
      <PageHeader title={t('allNews.title')} description={t('allNews.intro')} />
      <ContentList result={news} emptyTitle={t('allNews.empty')}>
        {(items) => (
          <CardGrid>
            {items.map((item, index) => (
              <li key={item.id}>
                <ContentCard
                  image={item.imageSet}
                  title={item.title}
                  sizes={CARD_IMAGE_SIZES}
                  aspectRatio="16 / 9"
                  aboveFold={index === 0}
                  action={{
                    href: NewsRoute.news,
                    state: { index, news: [...items] } satisfies NewsState,
                  }}
                >
                  <Text elementType="p" tone="muted" size="sm">
                    <Bidi>{t('news.published', { date: displayDayOf(item.publishDate) })}</Bidi>
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
