import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { DeviceCheck, deviceStateOf } from './DeviceCheck';

function withMediaDevices(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeviceCheck', () => {
  it('explains a refused permission', async () => {
    withMediaDevices(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const user = userEvent.setup();
    renderScreen(<DeviceCheck />, { path: '/', preloadedState: signedIn });
    await user.click(screen.getByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByText(/Camera and microphone access was refused/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('says when no device is found, and when the browser cannot ask', async () => {
    withMediaDevices(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const user = userEvent.setup();
    renderScreen(<DeviceCheck />, { path: '/', preloadedState: signedIn });
    await user.click(screen.getByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByText(/No camera or microphone was found/)).toBeInTheDocument();

    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/This browser cannot use the camera here/)).toBeInTheDocument();
  });

  it('shows the preview and stops the tracks when it goes away', async () => {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }], getAudioTracks: () => [] } as unknown as MediaStream;
    withMediaDevices(() => Promise.resolve(stream));
    const user = userEvent.setup();
    const view = renderScreen(<DeviceCheck />, { path: '/', preloadedState: signedIn });
    await user.click(screen.getByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByText('Your camera and microphone are working.')).toBeInTheDocument();
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('maps failures to what the patient can do', () => {
    expect(deviceStateOf(new DOMException('x', 'SecurityError'))).toBe('denied');
    expect(deviceStateOf(new DOMException('x', 'OverconstrainedError'))).toBe('missing');
    expect(deviceStateOf(new Error('boom'))).toBe('failed');
  });
});
