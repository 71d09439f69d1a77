import { useLanguage } from '../i18n/useLanguage';
import { displayDate, displayDateTime, displayTime } from './format';

/**
 * '26/11/2026, 09:15 AM'. In Arabic the date and the time each sit in a <bdi>, joined by the Arabic
 * comma, so the pair reads right to left while each keeps its own order.
 */
export function DateTimeText({ date, time }: { date: string; time: string }) {
  const language = useLanguage();
  if (language !== 'ar') return <>{displayDateTime(date, time, language)}</>;
  return (
    <>
      <bdi>{displayDate(date)}</bdi>، <bdi>{displayTime(time, language)}</bdi>
    </>
  );
}
