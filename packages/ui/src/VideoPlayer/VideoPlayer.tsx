import styled from 'styled-components';
import { Dialog } from '../Dialog/Dialog';

export interface VideoTrack {
  /** WebVTT file. */
  src: string;
  /** BCP 47 language, e.g. 'en' or 'ar'. */
  srcLang: string;
  /** Shown in the player's captions menu, e.g. 'English'. */
  label: string;
  /** @default 'captions' */
  kind?: 'captions' | 'subtitles';
  isDefault?: boolean;
}

export interface VideoPlayerProps {
  /** Title of the dialog, also its accessible name and the video's. */
  title: string;
  src: string;
  /** Image shown before playback. */
  poster?: string;
  /** Captions or subtitles (WCAG 1.2.2 asks for captions on recorded video with sound). */
  tracks?: readonly VideoTrack[];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** @default 'Close' / 'إغلاق' */
  closeLabel?: string;
  /**
   * Start playing when opened (muted autoplay is not forced: the user asked for the video).
   * @default false
   */
  autoPlay?: boolean;
}

const Video = styled.video`
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
`;

/**
 * A video in a modal Dialog (e.g. an event recording): the browser's own controls, which are
 * keyboard operable, with caption tracks. Closing the dialog stops playback (the element unmounts).
 */
export function VideoPlayer({
  title,
  src,
  poster,
  tracks = [],
  isOpen,
  defaultOpen,
  onOpenChange,
  closeLabel,
  autoPlay = false,
}: VideoPlayerProps) {
  return (
    <Dialog
      title={title}
      size="lg"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      closeLabel={closeLabel}
    >
      <Video controls preload="metadata" poster={poster} src={src} aria-label={title} autoPlay={autoPlay}>
        {tracks.map((track) => (
          <track
            key={`${track.srcLang}-${track.kind ?? 'captions'}`}
            kind={track.kind ?? 'captions'}
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={track.isDefault}
          />
        ))}
      </Video>
    </Dialog>
  );
}
