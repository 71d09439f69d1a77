export type { VideoPlayerProps, VideoTrack } from './VideoPlayer';
export { VideoPlayer } from './VideoPlayer';
