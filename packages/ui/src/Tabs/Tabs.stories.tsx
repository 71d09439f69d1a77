import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { forwardArrow } from '../internal/storyHelpers';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

const onSelectionChange = fn();

/** [id, tab name, panel text] */
type TabSpec = readonly [id: string, name: string, panel: string];

/** The stories' tab sets: a labelled list of tabs, then a panel of text per tab. */
function TabSet({
  args,
  label,
  tabs,
  fitWhenNarrow,
}: {
  args: TabsProps;
  label: string;
  tabs: readonly TabSpec[];
  fitWhenNarrow?: boolean;
}) {
  return (
    <Tabs {...args}>
      <TabList aria-label={label} fitWhenNarrow={fitWhenNarrow}>
        {tabs.map(([id, name]) => (
          <Tab key={id} id={id}>
            {name}
          </Tab>
        ))}
      </TabList>
      {tabs.map(([id, , panel]) => (
        <TabPanel key={id} id={id}>
          <Text>{panel}</Text>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta: Meta<typeof Tabs> = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange },
  render: (args) => (
    <TabSet
      args={args}
      label="Appointments"
      tabs={[
        ['upcoming', 'Upcoming', 'Two upcoming appointments.'],
        ['past', 'Past', 'Eleven past appointments.'],
        ['cancelled', 'Cancelled', 'No cancelled appointments.'],
      ]}
    />
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
    <TabSet
      args={args}
      label="المواعيد"
      tabs={[
        ['upcoming', 'القادمة', 'موعدان قادمان.'],
        ['past', 'السابقة', 'أحد عشر موعداً سابقاً.'],
      ]}
    />
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
    <TabSet
      args={args}
      label="Appointments"
      fitWhenNarrow
      tabs={[
        ['upcoming', 'Upcoming Appointments', 'Two upcoming appointments.'],
        ['past', 'Past Appointments', 'Eleven past appointments.'],
      ]}
    />
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
    <TabSet
      args={args}
      label="المواعيد"
      fitWhenNarrow
      tabs={[
        ['upcoming', 'المواعيد القادمة', 'موعدان قادمان.'],
        ['past', 'المواعيد السابقة', 'أحد عشر موعداً سابقاً.'],
        ['cancelled', 'المواعيد الملغاة', 'لا مواعيد ملغاة.'],
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('tablist', { name: 'المواعيد' });
    await canvas.findByRole('tab', { name: 'المواعيد الملغاة' });
    await expectAllTabsInView(list);
  },
};
