import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

describe('Carousel images', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the first image at once (at high priority when it is the page’s main one) and the others when shown', () => {
    const responsive = items.map((item) => ({
      ...item,
      srcSet: `${item.src} 640w`,
      sizes: '100vw',
      width: 1600,
      height: 900,
    }));
    const { container } = render(
      <UIProvider theme={testTheme} locale="en">
        <Carousel label="News" items={responsive} priority />
      </UIProvider>,
    );
    const [first, ...later] = Array.from(container.querySelectorAll('img'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('srcset')).toBe('data:,a 640w');
    expect(first?.getAttribute('sizes')).toBe('100vw');
    expect(first?.getAttribute('width')).toBe('1600');
    expect(first?.getAttribute('height')).toBe('900');
    expect(later.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(later.map((image) => image.getAttribute('fetchpriority'))).toEqual([null, null]);
  });
});

describe('Carousel cards', () => {
  beforeEach(() => {
    cleanup();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rotates cards as it rotates images, one shown at a time', () => {
    mockReducedMotion(false);
    render(
      <UIProvider theme={testTheme} locale="en">
        <Carousel
          label="Upcoming Appointments"
          intervalMs={3000}
          items={[
            { id: 'one', content: <p>Dr. Mariam, 11 March</p> },
            { id: 'two', content: <p>Dr. Noura, 19 March</p> },
          ]}
        />
      </UIProvider>,
    );
    expect(screen.getByRole('group', { name: '1 of 2' }).textContent).toBe('Dr. Mariam, 11 March');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('group', { name: '2 of 2' }).textContent).toBe('Dr. Noura, 19 March');
  });
});

describe('Carousel before the page runs in the browser', () => {
  const prerendered = (count: number) =>
    renderToString(
      <UIProvider theme={testTheme} locale="en">
        <Carousel
          label="News"
          items={[...items, { id: 'd', src: 'data:,d', alt: 'Fourth' }].slice(0, count)}
        />
      </UIProvider>,
    );

  it('renders the first slide and the controls, whatever the number of slides beyond one', () => {
    const three = prerendered(3);
    expect(three).toContain('alt="First"');
    expect(three).not.toContain('alt="Second"');
    expect(three).toContain('aria-label="Pause slide show"');
    expect(three).not.toContain('1 of 3');
    // A page painted from this markup before its list is known matches the app's with any list.
    expect(prerendered(2)).toBe(three);
    expect(prerendered(4)).toBe(three);
  });

  it('renders every slide, labelled, and the dots once it runs in the browser', () => {
    mockReducedMotion(false);
    const { container } = render(
      <UIProvider theme={testTheme} locale="en">
        <Carousel label="News" items={items} />
      </UIProvider>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
    cleanup();
    vi.unstubAllGlobals();
  });
});
