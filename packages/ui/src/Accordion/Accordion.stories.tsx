import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const meta: Meta<typeof Accordion> = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="book" title="How do I book an appointment?">
        Choose a doctor, pick a day and a free time, then confirm. You receive an SMS.
      </AccordionItem>
      <AccordionItem id="cancel" title="Can I cancel an appointment?">
        Yes, up to 24 hours before it, from Appointments.
      </AccordionItem>
      <AccordionItem id="results" title="Where are my lab results?">
        Under Medical records, once the laboratory has released them.
      </AccordionItem>
    </Accordion>
  ),
};

export default meta;
type Story = StoryObj<typeof Accordion>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'How do I book an appointment?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Choose a doctor/)).toBeVisible();
    // One open at a time by default: opening the next closes the first.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Can I cancel an appointment?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['book', 'results'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Choose a doctor/)).toBeVisible();
    await expect(canvas.getByText(/Under Medical records/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="book" title="كيف أحجز موعداً؟">
        اختر الطبيب واليوم والوقت المتاح ثم أكّد الحجز. ستصلك رسالة نصية.
      </AccordionItem>
      <AccordionItem id="cancel" title="هل يمكنني إلغاء الموعد؟">
        نعم، قبل 24 ساعة على الأقل من صفحة المواعيد.
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'كيف أحجز موعداً؟' }));
    await expect(canvas.getByText(/اختر الطبيب/)).toBeVisible();
  },
};
