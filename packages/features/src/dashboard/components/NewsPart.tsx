import { DASHBOARD_NEWS_COUNT } from '@portal/contract';
import { Link, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { NewsRoute } from '../../news/paths';
import type { NewsState } from '../../news/state';
import { useNewsQuery } from '../../shared/content/api';
import { ContentCard } from '../../shared/content/ContentCard';
import { ContentList } from '../../shared/content/ContentList';
import { displayDayOf } from '../../shared/format';
import { CardGrid, CardTitle, Section } from '../../shared/pageParts';

/** The card pictures' shape, as the news screens show them. */
const NEWS_ASPECT = '16 / 9';

/**
 * The dashboard's news (spec section 2): the first four (section 9), each opening /auth/news with
 * the list and its place in it, and 'View more' to all the news when there are more.
 */
export function NewsPart() {
  const { t } = useTranslation('dashboard');
  const brand = useBrand();
  const language = useLanguage();
  const news = useNewsQuery({ brandName: brand.key, lang: language });

  return (
    <Section aria-labelledby="dashboard-news">
      <CardTitle level={2} id="dashboard-news">
        {t('news.title')}
      </CardTitle>
      <ContentList
        result={news}
        emptyTitle={t('news.empty')}
        aspectRatio={NEWS_ASPECT}
        placeholders={DASHBOARD_NEWS_COUNT}
      >
        {(items) => (
          <Stack gap="md">
            <CardGrid>
              {items.slice(0, DASHBOARD_NEWS_COUNT).map((item, index) => (
                <li key={item.id}>
                  <ContentCard
                    image={item.imageSet}
                    title={item.title}
                    headingLevel={3}
                    width="card"
                    aspectRatio={NEWS_ASPECT}
                    action={{ href: NewsRoute.news, state: { index, news: [...items] } satisfies NewsState }}
                  >
                    <Text elementType="p" tone="muted" size="sm">
                      <Bidi>{t('news.published', { date: displayDayOf(item.publishDate) })}</Bidi>
                    </Text>
                  </ContentCard>
                </li>
              ))}
            </CardGrid>
            {items.length > DASHBOARD_NEWS_COUNT && (
              <Link href={NewsRoute.allNews} variant="standalone" aria-describedby="dashboard-news">
                {t('news.viewMore')}
              </Link>
            )}
          </Stack>
        )}
      </ContentList>
    </Section>
  );
}
