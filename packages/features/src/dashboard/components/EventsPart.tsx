import { DASHBOARD_EVENTS_COUNT, type MediaItem } from '@portal/contract';
import { Link, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { NewsRoute } from '../../news/paths';
import { useMediaListQuery } from '../../shared/content/api';
import { ContentCard } from '../../shared/content/ContentCard';
import { ContentList } from '../../shared/content/ContentList';
import { EventPlayer, PlayMark } from '../../shared/content/EventPlayer';
import { displayDayOf } from '../../shared/format';
import { CardGrid, CardTitle, Section } from '../../shared/pageParts';

const EVENT_ASPECT = '16 / 9';

/**
 * The side column's events (spec section 2): the first five (section 9); a click opens the video in
 * the design system's player, a modal dialog, with its captions.
 */
export function EventsPart() {
  const { t } = useTranslation('dashboard');
  const brand = useBrand();
  const language = useLanguage();
  const media = useMediaListQuery({ brandName: brand.key, lang: language });
  const [playing, setPlaying] = useState<MediaItem | null>(null);

  return (
    <Section aria-labelledby="dashboard-events">
      <CardTitle level={2} id="dashboard-events">
        {t('events.title')}
      </CardTitle>
      <ContentList
        result={media}
        emptyTitle={t('events.empty')}
        aspectRatio={EVENT_ASPECT}
        placeholders={DASHBOARD_EVENTS_COUNT}
      >
        {(items) => (
          <Stack gap="md">
            <CardGrid>
              {items.slice(0, DASHBOARD_EVENTS_COUNT).map((item) => (
                <li key={item.id}>
                  <ContentCard
                    image={item.imageSet}
                    title={item.title}
                    headingLevel={3}
                    width="aside"
                    aspectRatio={EVENT_ASPECT}
                    badge={<PlayMark />}
                    action={{
                      onPress: () => setPlaying(item),
                      label: t('events.play', { title: item.title }),
                    }}
                  >
                    <Text elementType="p" tone="muted" size="sm">
                      <Bidi>{t('news.published', { date: displayDayOf(item.publishDate) })}</Bidi>
                    </Text>
                  </ContentCard>
                </li>
              ))}
            </CardGrid>
            {items.length > DASHBOARD_EVENTS_COUNT && (
              <Link href={NewsRoute.allMedia} variant="standalone" aria-describedby="dashboard-events">
                {t('events.viewMore')}
              </Link>
            )}
          </Stack>
        )}
      </ContentList>
      {playing && <EventPlayer event={playing} onClose={() => setPlaying(null)} />}
    </Section>
  );
}
