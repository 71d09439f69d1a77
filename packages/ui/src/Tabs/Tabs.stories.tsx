import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { forwardArrow } from '../internal/storyHelpers';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const onSelectionChange = fn();

const meta: Meta<typeof Tabs> = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Appointments">
        <Tab id="upcoming">Upcoming</Tab>
        <Tab id="past">Past</Tab>
        <Tab id="cancelled">Cancelled</Tab>
      </TabList>
      <TabPanel id="upcoming">
        <Text>Two upcoming appointments.</Text>
      </TabPanel>
      <TabPanel id="past">
        <Text>Eleven past appointments.</Text>
      </TabPanel>
      <TabPanel id="cancelled">
        <Text>No cancelled appointments.</Text>
      </TabPanel>
    </Tabs>
  ),
};

export default meta;
type Story = StoryObj<typeof Tabs>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Appointments' })).toBeInTheDocument();
    // React Aria fills the list after its first commit: wait for the tabs before pressing Tab.
    await canvas.findByRole('tab', { name: 'Upcoming' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    // Arrows move and select (the next tab is to the left in Arabic); the panel follows.
    await userEvent.keyboard(forwardArrow());
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent(
      'Eleven past appointments.',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    await expect(onSelectionChange).toHaveBeenLastCalledWith('cancelled');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['cancelled'], defaultSelectedKey: 'past' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="المواعيد">
        <Tab id="upcoming">القادمة</Tab>
        <Tab id="past">السابقة</Tab>
      </TabList>
      <TabPanel id="upcoming">
        <Text>موعدان قادمان.</Text>
      </TabPanel>
      <TabPanel id="past">
        <Text>أحد عشر موعداً سابقاً.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('tab', { name: 'القادمة' });
    await userEvent.tab();
    // In right-to-left, the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'السابقة' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Every tab within the list's box, and nothing to scroll. */
async function expectAllTabsInView(list: HTMLElement) {
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  const box = list.getBoundingClientRect();
  for (const tab of Array.from(list.querySelectorAll('[role="tab"]'))) {
    const rect = tab.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(rect.right).toBeLessThanOrEqual(box.right + 1);
  }
}

const phoneColumn = (Story: () => React.JSX.Element) => (
  <div style={{ inlineSize: '358px' }}>
    <Story />
  </div>
);

/**
 * Long tab names in a phone-wide column: with `fitWhenNarrow` the tabs share the width and a name
 * wraps, so every tab stays in view (the list would otherwise scroll 'Past Appointments' off).
 */
export const FitWhenNarrow: Story = {
  decorators: [phoneColumn],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Appointments" fitWhenNarrow>
        <Tab id="upcoming">Upcoming Appointments</Tab>
        <Tab id="past">Past Appointments</Tab>
      </TabList>
      <TabPanel id="upcoming">
        <Text>Two upcoming appointments.</Text>
      </TabPanel>
      <TabPanel id="past">
        <Text>Eleven past appointments.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('tablist', { name: 'Appointments' });
    await canvas.findByRole('tab', { name: 'Past Appointments' });
    await expectAllTabsInView(list);
    // Still operated by arrows.
    await userEvent.tab();
    await userEvent.keyboard(forwardArrow());
    await expect(canvas.getByRole('tab', { name: 'Past Appointments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ArabicFitWhenNarrow: Story = {
  globals: { locale: 'ar' },
  decorators: [phoneColumn],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="المواعيد" fitWhenNarrow>
        <Tab id="upcoming">المواعيد القادمة</Tab>
        <Tab id="past">المواعيد السابقة</Tab>
        <Tab id="cancelled">المواعيد الملغاة</Tab>
      </TabList>
      <TabPanel id="upcoming">
        <Text>موعدان قادمان.</Text>
      </TabPanel>
      <TabPanel id="past">
        <Text>أحد عشر موعداً سابقاً.</Text>
      </TabPanel>
      <TabPanel id="cancelled">
        <Text>لا مواعيد ملغاة.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('tablist', { name: 'المواعيد' });
    await canvas.findByRole('tab', { name: 'المواعيد الملغاة' });
    await expectAllTabsInView(list);
  },
};
