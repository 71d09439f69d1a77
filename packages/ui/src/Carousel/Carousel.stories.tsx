import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { uiText } from '../internal/storyHelpers';
import { carouselStrings } from '../UIProvider/strings/carousel';
import { Carousel, type CarouselItem } from './Carousel';

// Inline artwork: stories and tests never reach the network.
const slide = (title: string, from: string, to: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="1600" height="900" fill="url(#g)"/>
      <circle cx="1320" cy="180" r="260" fill="#fff" fill-opacity=".08"/>
      <circle cx="220" cy="820" r="340" fill="#fff" fill-opacity=".06"/>
      <text x="120" y="500" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">${title}</text>
    </svg>`,
  )}`;

const items: CarouselItem[] = [
  {
    id: 'flu',
    src: slide('Flu vaccines now available', '#0B6B63', '#13201E'),
    alt: 'Flu vaccines now available',
  },
  { id: 'tele', src: slide('Video visits from home', '#4B2A8C', '#1B1730'), alt: 'Video visits from home' },
  { id: 'labs', src: slide('Lab results in the app', '#1F5FA8', '#15202B'), alt: 'Lab results in the app' },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { label: 'News and offers', items },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'News and offers' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const current = canvas.getByRole('group', { name: uiText(carouselStrings).slide(1, 3) });
    await expect(current).toHaveAttribute('aria-roledescription', 'slide');
    // Hidden slides are out of the accessibility tree, so only the current image is found.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Flu vaccines now available' })).toBeInTheDocument();
  },
};

/** With rotation paused, Next brings it round to the first slide: a story that ends there shows one known state. */
async function backToFirstSlide({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  for (
    let step = 0;
    step < 2 && !canvas.queryByRole('group', { name: uiText(carouselStrings).slide(1, 3) });
    step += 1
  ) {
    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).next }));
  }
  await expect(canvas.getByRole('group', { name: uiText(carouselStrings).slide(1, 3) })).toBeInTheDocument();
}

export const AutoRotation: Story = {
  args: { intervalMs: 400 },
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'News and offers' });
    // Someone who asks for less motion gets a still carousel and a Play button (the visual run asks
    // for it); pressing Play starts the rotation for them too.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).play }));
      // The pointer resting on it would hold the rotation.
      await userEvent.unhover(carousel);
    }
    await waitFor(
      () =>
        expect(canvas.getByRole('group', { name: uiText(carouselStrings).slide(2, 3) })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    // A click on Pause holds it (the focus the click brings must not undo it).
    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).pause }));
    await expect(canvas.getByRole('button', { name: uiText(carouselStrings).play })).toBeInTheDocument();
    await backToFirstSlide({ canvas, userEvent });
  },
};

export const Controls: Story = {
  args: { intervalMs: 60_000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).next }));
    await expect(
      canvas.getByRole('group', { name: uiText(carouselStrings).slide(2, 3) }),
    ).not.toHaveAttribute('hidden');
    await expect(
      canvas.queryByRole('group', { name: uiText(carouselStrings).slide(1, 3) }),
    ).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).previous }));
    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).previous }));
    await expect(
      canvas.getByRole('group', { name: uiText(carouselStrings).slide(3, 3) }),
    ).not.toHaveAttribute('hidden');
  },
};

export const StopsWhenFocused: Story = {
  args: { intervalMs: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // Focus entering the carousel stops rotation; the control now offers to play again.
    const play = canvas.getByRole('button', { name: uiText(carouselStrings).play });
    await expect(play).toHaveFocus();
    const shown = canvas.getByRole('group').getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-label', shown);

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: uiText(carouselStrings).pause })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: uiText(carouselStrings).play })).toHaveFocus();
    await backToFirstSlide({ canvas, userEvent });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الأخبار والعروض',
    prevLabel: 'الشريحة السابقة',
    nextLabel: 'الشريحة التالية',
    pauseLabel: 'إيقاف العرض',
    playLabel: 'تشغيل العرض',
    slideLabel: (position, total) => `${position} من ${total}`,
    intervalMs: 60_000,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الشريحة التالية' }));
    await expect(canvas.getByRole('group', { name: '2 من 3' })).not.toHaveAttribute('hidden');
  },
};

/** Cards instead of pictures (the dashboard's upcoming appointments): as tall as the tallest. */
export const Cards: Story = {
  args: {
    label: 'Upcoming appointments',
    intervalMs: 60_000,
    items: [
      {
        id: 'a',
        content: <p style={{ margin: 0, padding: '1rem' }}>Dr. Mariam Al Suwaidi, 11/03/2030, 09:00 AM</p>,
      },
      {
        id: 'b',
        content: (
          <p style={{ margin: 0, padding: '1rem' }}>
            Dr. Noura Al Ketbi, 19/03/2030, 03:30 PM, a video consultation from home with a longer note
          </p>
        ),
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('group', { name: uiText(carouselStrings).slide(1, 2) });
    const height = first.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).next }));
    const second = await canvas.findByRole('group', { name: uiText(carouselStrings).slide(2, 2) });
    await expect(second).toHaveTextContent(/Dr\. Noura/);
    // Both slides share one height: the page does not move as they turn.
    await expect(second.getBoundingClientRect().height).toBe(height);
    await userEvent.click(canvas.getByRole('button', { name: uiText(carouselStrings).previous }));
  },
};
