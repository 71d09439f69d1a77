export type { DatePickerProps } from './DatePicker';
export { DatePicker } from './DatePicker';
export { calendarDateToIso, formatDisplayDate, isoToCalendarDate } from './dates';
