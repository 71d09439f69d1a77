import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../test-utils/care';
import { inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { HealthToolsScreen, ready } from './HealthToolsScreen';

const meta = {
  title: 'Screens/HealthTools',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const decorators = [
  screenStory({ screen: HealthToolsScreen, path: '/auth/healthtools', preloadedState: signedIn }),
];

/** BMI: 73 kg at 156 cm is 29.997, shown 30.00, obese class I, marked on the scale. No call is made. */
export const Bmi: Story = {
  decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(inLanguage('Age (years)', 'العمر (بالسنوات)')), '40');
    await userEvent.type(canvas.getByLabelText(inLanguage('Height (cm)', 'الطول (سم)')), '156');
    await userEvent.type(canvas.getByLabelText(inLanguage('Weight (kg)', 'الوزن (كغ)')), '73');
    await userEvent.click(canvas.getByText(inLanguage('Female', 'أنثى')));
    await userEvent.click(
      canvas.getByRole('button', { name: inLanguage('Calculate BMI', 'احسب مؤشر كتلة الجسم') }),
    );
    await expect(
      await canvas.findByRole('heading', { name: inLanguage('Your BMI is 30.00', 'مؤشر كتلة جسمك 30.00') }),
    ).toBeVisible();
    const scale = canvas.getByRole('list', { name: inLanguage('BMI categories', 'فئات مؤشر كتلة الجسم') });
    await expect(scale.querySelector('[aria-current="true"]')).toHaveTextContent(
      inLanguage('Obese class I', 'سمنة من الدرجة الأولى'),
    );
  },
};

/** BMI: a height under 30 cm is refused with the range error, and no result shows. */
export const BmiRangeError: Story = {
  decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(inLanguage('Age (years)', 'العمر (بالسنوات)')), '40');
    await userEvent.type(canvas.getByLabelText(inLanguage('Height (cm)', 'الطول (سم)')), '29');
    await userEvent.type(canvas.getByLabelText(inLanguage('Weight (kg)', 'الوزن (كغ)')), '70');
    await userEvent.click(canvas.getByText(inLanguage('Male', 'ذكر')));
    await userEvent.click(
      canvas.getByRole('button', { name: inLanguage('Calculate BMI', 'احسب مؤشر كتلة الجسم') }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      inLanguage('Please enter a height between 30 and 340 cm', 'يرجى إدخال طول بين 30 و340 سم'),
    );
    await expect(canvas.getByLabelText(inLanguage('Height (cm)', 'الطول (سم)'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Stroke: three red answers (the rest normal) is a high risk. */
export const StrokeHigh: Story = {
  decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: inLanguage('Stroke', 'السكتة الدماغية') }));
    const groups = await canvas.findAllByRole('radiogroup');
    await expect(groups).toHaveLength(8);
    for (const [index, group] of groups.entries()) {
      const radios = within(group).getAllByRole('radio');
      const chosen = radios[index < 3 ? 0 : 2];
      if (chosen) await userEvent.click(chosen);
    }
    await userEvent.click(
      canvas.getByRole('button', { name: inLanguage('See my stroke risk', 'اعرض نسبة الخطر لدي') }),
    );
    await expect(
      await canvas.findByText(inLanguage('Your stroke risk: High', 'خطر إصابتك بالسكتة الدماغية: مرتفع')),
    ).toBeVisible();
  },
};
