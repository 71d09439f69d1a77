import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { CalendarIcon, FileIcon, HomeIcon, SettingsIcon } from '../Icon';
import { uiText } from '../internal/storyHelpers';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { appShellStrings } from '../UIProvider/strings/appShell';
import { AppShell, type AppShellProps, NavItem, NavList } from './AppShell';

interface Texts {
  brand: string;
  nav: [string, string, string, string];
  title: string;
  body: string;
  patient: string;
}

const english: Texts = {
  brand: 'Patient portal',
  nav: ['Home', 'Appointments', 'Medical records', 'Settings'],
  title: 'Good morning, Sara',
  body: 'Your next appointment is on Tuesday 14/10/2025 at 10:30.',
  patient: 'Sara Ahmed',
};

const arabic: Texts = {
  brand: 'بوابة المرضى',
  nav: ['الرئيسية', 'المواعيد', 'السجلات الطبية', 'الإعدادات'],
  title: 'صباح الخير يا سارة',
  body: 'موعدك القادم يوم الثلاثاء 14/10/2025 الساعة 10:30.',
  patient: 'سارة أحمد',
};

const navigate = fn();

function Demo({ texts, cards = 1, ...props }: Partial<AppShellProps> & { texts: Texts; cards?: number }) {
  const icons = [
    <HomeIcon key="h" />,
    <CalendarIcon key="c" />,
    <FileIcon key="f" />,
    <SettingsIcon key="s" />,
  ];
  return (
    <AppShell
      {...props}
      header={
        <Stack direction="row" align="center" justify="space-between" style={{ flex: 1 }}>
          <Text size="lg" style={{ fontWeight: 700 }}>
            {texts.brand}
          </Text>
          <Avatar name={texts.patient} size="sm" />
        </Stack>
      }
      navigation={
        <NavList>
          {texts.nav.map((label, index) => (
            <NavItem key={label} href={`/section/${index}`} icon={icons[index]} isCurrent={index === 1}>
              {label}
            </NavItem>
          ))}
        </NavList>
      }
    >
      <Stack gap="lg">
        <Heading level={1}>{texts.title}</Heading>
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical filler cards
          <Card key={index}>
            <Text>{texts.body}</Text>
          </Card>
        ))}
      </Stack>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: Demo,
  tags: ['autodocs'],
  // A router, as the app has (UIProvider's navigate): links navigate client-side, not out of the story.
  parameters: { layout: 'fullscreen', navigate },
  args: { texts: english },
  argTypes: { texts: { control: false } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = (Story: () => React.JSX.Element) => (
  <div style={{ inlineSize: '375px', borderInlineEnd: '1px dashed' }}>
    <Story />
  </div>
);

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: uiText(appShellStrings).mainMenu });
    await expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Wide: the menu button is not shown.
    await expect(
      canvas.queryByRole('button', { name: uiText(appShellStrings).openMenu }),
    ).not.toBeInTheDocument();
    // The first Tab reveals the skip link; Enter moves focus to the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: uiText(appShellStrings).skipToContent });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, userEvent }) => {
    // Narrow: the side menu collapses behind a menu button.
    await expect(
      canvas.queryByRole('navigation', { name: uiText(appShellStrings).mainMenu }),
    ).not.toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: uiText(appShellStrings).openMenu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: uiText(appShellStrings).mainMenu });
    const nav = within(drawer).getByRole('navigation', { name: uiText(appShellStrings).mainMenu });
    // Following a link closes the drawer.
    await userEvent.click(within(nav).getByRole('link', { name: 'Medical records' }));
    await expect(navigate).toHaveBeenCalledWith('/section/2', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PhoneMenuOpen: Story = {
  decorators: [phone],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiText(appShellStrings).openMenu })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: uiText(appShellStrings).mainMenu });
    await expect(within(drawer).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: arabic,
    navigationLabel: 'القائمة الرئيسية',
    menuLabel: 'فتح القائمة',
    closeMenuLabel: 'إغلاق القائمة',
    skipLinkLabel: 'انتقل إلى المحتوى',
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const main = canvas.getByRole('main');
    // The side menu sits on the right in Arabic.
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
  },
};

export const ArabicPhone: Story = {
  ...Arabic,
  decorators: [phone],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فتح القائمة' }));
    const drawer = await screen.findByRole('dialog', { name: 'القائمة الرئيسية' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};

/**
 * The side column's background and border run the full height of a long page, not one screen,
 * while its menu stays in view as the page scrolls.
 */
async function expectFullHeightColumn(canvasElement: HTMLElement, navigationLabel: string) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: navigationLabel });
  const main = canvas.getByRole('main');
  const link = within(nav).getAllByRole('link')[0]!;
  try {
    window.scrollTo(0, 0);
    // Long enough to scroll: the defect only shows past the first screen.
    await expect(main.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight * 2);
    // The column itself is painted (the surface colour, as the header), not a box inside it.
    await expect(getComputedStyle(nav).backgroundColor).toBe(
      getComputedStyle(canvas.getByRole('banner')).backgroundColor,
    );
    await expect(
      Math.abs(nav.getBoundingClientRect().top - main.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
    await expect(
      Math.abs(nav.getBoundingClientRect().bottom - main.getBoundingClientRect().bottom),
    ).toBeLessThanOrEqual(1);
    // At the end of the page the column still reaches the bottom and the menu is still on screen.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(Math.round(main.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(
      Math.abs(nav.getBoundingClientRect().bottom - main.getBoundingClientRect().bottom),
    ).toBeLessThanOrEqual(1);
    const linkBox = link.getBoundingClientRect();
    await expect(linkBox.top).toBeGreaterThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().bottom - 1,
    );
    await expect(linkBox.bottom).toBeLessThanOrEqual(window.innerHeight);
    // The column sits at the start edge: left in English, right in Arabic (flipped once, not twice).
    // Waited for: when one story follows another on the same page, Storybook's switch of the
    // body's layout class (padded to fullscreen) can land a frame after the play function starts.
    await waitFor(() => {
      const navBox = nav.getBoundingClientRect();
      if (document.documentElement.dir === 'rtl') {
        expect(Math.round(navBox.right)).toBe(document.documentElement.clientWidth);
      } else {
        expect(Math.round(navBox.left)).toBe(0);
      }
    });
  } finally {
    window.scrollTo(0, 0);
  }
}

export const LongPage: Story = {
  args: { cards: 30 },
  play: ({ canvasElement }) => expectFullHeightColumn(canvasElement, uiText(appShellStrings).mainMenu),
};

export const ArabicLongPage: Story = {
  ...Arabic,
  args: { ...Arabic.args, cards: 30 },
  play: ({ canvasElement }) => expectFullHeightColumn(canvasElement, 'القائمة الرئيسية'),
};
