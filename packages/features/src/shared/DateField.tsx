import { DatePicker, type DatePickerProps } from '@portal/ui';

/**
 * The ui DatePicker on its own, so a screen or dialog can load it after the rest (its calendar
 * systems and date-fns locales weigh more than a whole screen): the booking screens' day, the old
 * report request's last visit date.
 */
export default function DateField(props: DatePickerProps) {
  return <DatePicker {...props} />;
}
