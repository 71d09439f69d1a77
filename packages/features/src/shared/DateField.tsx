import { DatePicker, type DatePickerProps } from '@portal/ui';

/**
 * The ui DatePicker on its own, so a screen (booking, the complaint) can load it after the rest (its calendar
 * systems and date-fns locales weigh more than a whole screen).
 */
export default function DateField(props: DatePickerProps) {
  return <DatePicker {...props} />;
}
