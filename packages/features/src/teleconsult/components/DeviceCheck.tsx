import { Alert, Button, Meter, Stack, Text } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
// Its strings' English whatever renders it; the teleconsultation screen's ready() brings the others.
import '../i18n/strings';

const Preview = styled.video`
  display: block;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.layout.measure};
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  object-fit: cover;
  /* A mirror image, as people expect to see themselves. */
  transform: scaleX(-1);
`;

export type DeviceState = 'idle' | 'asking' | 'ready' | 'denied' | 'missing' | 'unsupported' | 'failed';

/** What a getUserMedia failure means for the patient. */
export function deviceStateOf(error: unknown): DeviceState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return 'missing';
  }
  return 'failed';
}

/**
 * Camera and microphone check before the call: asks the browser for both, shows the camera's
 * picture and the microphone's level, and says plainly what to do when access is refused.
 */
export function DeviceCheck({ onReady }: { onReady?: (ready: boolean) => void }) {
  const { t } = useTranslation('teleconsult');
  const [state, setState] = useState<DeviceState>('idle');
  const [level, setLevel] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const stopRef = useRef<() => void>(() => {});

  const stop = useCallback(() => {
    stopRef.current();
    stopRef.current = () => {};
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    onReady?.(state === 'ready');
  }, [state, onReady]);

  const check = async () => {
    stop();
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    setState('asking');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      streamRef.current = stream;
      if (videoRef.current) videoRef.current.srcObject = stream;
      stopRef.current = listen(stream, setLevel);
      setState('ready');
    } catch (error) {
      setState(deviceStateOf(error));
    }
  };

  const problem: Partial<Record<DeviceState, string>> = {
    denied: t('tele.denied'),
    missing: t('tele.missing'),
    unsupported: t('tele.unsupported'),
    failed: t('tele.failed'),
  };

  return (
    <Stack gap="md" align="flex-start">
      <Text elementType="p">{t('tele.checkIntro')}</Text>
      <Preview
        ref={videoRef}
        autoPlay
        muted
        playsInline
        hidden={state !== 'ready'}
        aria-label={t('tele.preview')}
      />
      {state === 'ready' && (
        <Stack gap="sm">
          <Alert tone="success">{t('tele.ready')}</Alert>
          <Meter label={t('tele.micLevel')} value={level} minValue={0} maxValue={100} hideValue />
        </Stack>
      )}
      {problem[state] && <Alert tone="error">{problem[state]}</Alert>}
      <Button
        variant={state === 'ready' ? 'secondary' : 'primary'}
        isPending={state === 'asking'}
        onPress={() => void check()}
      >
        {state === 'idle' ? t('tele.check') : t('tele.checkAgain')}
      </Button>
    </Stack>
  );
}

/** Feeds the microphone's loudness (0 to 100) to `onLevel` until the returned stop is called. */
function listen(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass || stream.getAudioTracks().length === 0) return () => {};
  const context = new AudioContextClass();
  const analyser = context.createAnalyser();
  analyser.fftSize = 256;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.frequencyBinCount);
  let frame = 0;
  let last = -1;
  const tick = () => {
    analyser.getByteTimeDomainData(samples);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
    const next = Math.min(100, Math.round((peak / 128) * 100 * 2));
    if (next !== last) {
      last = next;
      onLevel(next);
    }
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    void context.close();
  };
}
