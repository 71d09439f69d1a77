import { DatePicker, type DatePickerProps } from '@portal/ui';

/**
 * The ui DatePicker on its own, so the booking screens can load it after the rest (its calendar
 * systems and date-fns locales weigh more than the whole booking screen).
 */
export default function DateField(props: DatePickerProps) {
  return <DatePicker {...props} />;
}
