import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '../theme/testTheme';
import { UIProvider } from '../UIProvider';
import { Carousel } from './Carousel';

const items = [
  { id: 'a', src: 'data:,a', alt: 'First' },
  { id: 'b', src: 'data:,b', alt: 'Second' },
  { id: 'c', src: 'data:,c', alt: 'Third' },
];

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion') && matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderCarousel() {
  render(
    <UIProvider theme={testTheme} locale="en">
      <Carousel label="News" items={items} intervalMs={1000} />
    </UIProvider>,
  );
}

// Browsers cannot be told to prefer reduced motion from a story, so this runs in jsdom. getByRole
// throws when nothing matches; the assertions only make that explicit.
describe('Carousel and prefers-reduced-motion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rotates on its own by default', () => {
    mockReducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeTruthy();
  });

  it('does not rotate when the user prefers reduced motion, and offers Play instead', () => {
    mockReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeTruthy();
  });
});
