import { Table, type TableColumn } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { DateTimeText } from '../../shared/DateTimeText';
import { Contact, Summary } from './parts';
import { type ListedRow, placeText, receivedAt } from './rows';
import { ViewButton } from './ViewButton';

export interface InboxTableProps {
  label: string;
  rows: readonly ListedRow[];
  onView: (row: ListedRow) => void;
  emptyState: ReactNode;
}

/** The wide-screen list: received, type, sender, contact, place, message, View. */
export function InboxTable({ label, rows, onView, emptyState }: InboxTableProps) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const columns: TableColumn<{ id: string; row: ListedRow }>[] = [
    { id: 'received', name: t('column.received'), cell: ({ row }) => <DateTimeText {...receivedAt(row)} /> },
    { id: 'kind', name: t('column.kind'), cell: ({ row }) => t(`kind.${row.kind}`) },
    { id: 'sender', name: t('column.sender'), isRowHeader: true, cell: ({ row }) => row.senderName },
    { id: 'contact', name: t('column.contact'), cell: ({ row }) => <Contact row={row} /> },
    { id: 'place', name: t('column.place'), cell: ({ row }) => placeText(row, language) },
    { id: 'summary', name: t('column.summary'), cell: ({ row }) => <Summary>{row.summary}</Summary> },
    {
      id: 'actions',
      name: t('column.actions'),
      hideHeader: true,
      align: 'end',
      cell: ({ row }) => <ViewButton row={row} onView={onView} />,
    },
  ];
  return (
    <Table
      label={label}
      columns={columns}
      rows={rows.map((row) => ({ id: row.key, row }))}
      emptyState={emptyState}
    />
  );
}
