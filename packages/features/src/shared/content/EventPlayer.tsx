import type { MediaItem } from '@portal/contract';
import { PlayIcon, VideoPlayer } from '@portal/ui';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';

const Mark = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** The play mark drawn over an event's picture (ContentCard's badge). */
export function PlayMark() {
  return (
    <Mark>
      <PlayIcon />
    </Mark>
  );
}

/**
 * An event's video (spec section 2, Events: a modal video player), playing as it opens, with its
 * captions in both languages, the page's language shown. The dashboard's events and /auth/allMedia.
 */
export function EventPlayer({ event, onClose }: { event: MediaItem; onClose: () => void }) {
  const language = useLanguage();
  return (
    <VideoPlayer
      key={event.id}
      title={event.title}
      src={event.videolink}
      poster={event.imageSet.src}
      tracks={event.captions.map((track) => ({
        src: track.src,
        srcLang: track.lang,
        label: track.label,
        isDefault: track.lang === language,
      }))}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      autoPlay
    />
  );
}
