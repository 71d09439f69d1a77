import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { displayDate, localized } from '../../shared/format';
import type { PrescriptionRow } from './prescriptions';

/** 'View Medication' of one row; its accessible name adds the doctor and the date. */
export function ViewButton({
  row,
  onView,
}: {
  row: PrescriptionRow;
  onView: (row: PrescriptionRow) => void;
}) {
  const { t } = useTranslation('medications');
  const language = useLanguage();
  return (
    <Button
      variant="secondary"
      aria-label={t('list.viewLabel', {
        doctor: localized(language, row.doctorName, row.doctorName_ar),
        date: displayDate(row.date),
      })}
      onPress={() => onView(row)}
    >
      {t('list.view')}
    </Button>
  );
}
