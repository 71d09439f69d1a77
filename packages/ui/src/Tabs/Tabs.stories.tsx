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
