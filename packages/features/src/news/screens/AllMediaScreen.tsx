import type { MediaItem } from '@portal/contract';
import { PageHeader, PlayIcon, Stack, Text, VideoPlayer } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { useMediaListQuery } from '../../shared/content/api';
import { ContentCard } from '../../shared/content/ContentCard';
import { CARD_IMAGE_SIZES } from '../../shared/content/ContentImage';
import { ContentList } from '../../shared/content/ContentList';
import { displayDayOf } from '../../shared/format';
import { CardGrid } from '../../shared/pageParts';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

const PlayMark = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * /auth/allMedia: the brand's events (image, title, publish date), newest first; a click opens the
 * event's video in a modal player, playing, with the captions in the language on show.
 */
export function AllMediaScreen() {
  const { t } = useTranslation('news');
  const brand = useBrand();
  const language = useLanguage();
  const media = useMediaListQuery({ brandName: brand.key, lang: language });
  const [playing, setPlaying] = useState<MediaItem | null>(null);

  return (
    <Stack gap="xl">
      <PageHeader title={t('allMedia.title')} description={t('allMedia.intro')} />
      <ContentList result={media} emptyTitle={t('allMedia.empty')}>
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
                  badge={
                    <PlayMark>
                      <PlayIcon />
                    </PlayMark>
                  }
                  action={{
                    onPress: () => setPlaying(item),
                    label: t('allMedia.play', { title: item.title }),
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
      {playing && (
        <VideoPlayer
          key={playing.id}
          title={playing.title}
          src={playing.videolink}
          poster={playing.imageSet.src}
          tracks={playing.captions.map((track) => ({
            src: track.src,
            srcLang: track.lang,
            label: track.label,
            isDefault: track.lang === language,
          }))}
          isOpen
          onOpenChange={(open) => !open && setPlaying(null)}
          autoPlay
        />
      )}
    </Stack>
  );
}
