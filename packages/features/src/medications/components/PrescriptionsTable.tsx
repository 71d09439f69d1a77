import { Avatar, Table, type TableColumn } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { avatarName, displayDate, localized } from '../../shared/format';
import { Who } from './parts';
import { type PrescriptionRow, rowLabelId } from './prescriptions';
import { ViewButton } from './ViewButton';

export interface PrescriptionsTableProps {
  label: string;
  rows: readonly PrescriptionRow[];
  onView: (row: PrescriptionRow) => void;
  emptyState: ReactNode;
}

/** The wide-screen list: doctor, date, duration in days, View Medication. */
export function PrescriptionsTable({ label, rows, onView, emptyState }: PrescriptionsTableProps) {
  const { t } = useTranslation('medications');
  const language = useLanguage();
  const columns: TableColumn<PrescriptionRow>[] = [
    {
      id: 'doctor',
      name: t('list.doctor'),
      isRowHeader: true,
      cell: (row) => {
        const doctor = localized(language, row.doctorName, row.doctorName_ar);
        return (
          <Who>
            <Avatar name={avatarName(doctor)} src={row.doctorImage ?? undefined} size="sm" isDecorative />
            <span id={rowLabelId(row)}>{doctor}</span>
          </Who>
        );
      },
    },
    { id: 'date', name: t('list.date'), cell: (row) => displayDate(row.date) },
    {
      id: 'duration',
      name: t('list.duration'),
      cell: (row) => <Bidi>{t('list.days', { count: row.duration })}</Bidi>,
    },
    {
      id: 'actions',
      name: t('list.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => <ViewButton row={row} onView={onView} />,
    },
  ];
  return <Table label={label} columns={columns} rows={rows} emptyState={emptyState} />;
}
