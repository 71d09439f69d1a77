import type { BroadcastHistoryRow } from '@portal/contract';
import { Table, type TableColumn } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { displayDayOf } from '../../shared/format';
import { ResendButton, StatusBadge, useRecipientsText } from './historyParts';

export interface HistoryTableProps {
  rows: readonly BroadcastHistoryRow[];
  emptyState: ReactNode;
  /** The next page, while the last one came full. */
  onLoadMore?: () => void;
  isLoadingMore: boolean;
  onResend: (row: BroadcastHistoryRow) => void;
}

/** The wide-screen history: a table that scrolls in place and loads the next page at its end. */
export function HistoryTable({ rows, emptyState, onLoadMore, isLoadingMore, onResend }: HistoryTableProps) {
  const { t } = useTranslation('broadcast');
  const theme = useTheme();
  const recipients = useRecipientsText();
  const columns: TableColumn<BroadcastHistoryRow>[] = [
    { id: 'notificationTitle', name: t('history.notificationTitle'), isRowHeader: true },
    { id: 'message', name: t('history.message') },
    {
      id: 'createdOn',
      name: t('history.createdOn'),
      cell: (row) => <Bidi>{displayDayOf(row.createdOn)}</Bidi>,
    },
    { id: 'recipients', name: t('history.recipients'), cell: recipients },
    { id: 'pushSuccess', name: t('history.pushSuccess'), align: 'end' },
    { id: 'pushFail', name: t('history.pushFail'), align: 'end' },
    { id: 'status', name: t('history.status'), cell: (row) => <StatusBadge row={row} /> },
    { id: 'createdBy', name: t('history.createdBy') },
    {
      id: 'actions',
      name: t('history.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => <ResendButton row={row} onResend={onResend} />,
    },
  ];
  return (
    <Table
      label={t('history.label')}
      columns={columns}
      rows={rows}
      emptyState={emptyState}
      onLoadMore={onLoadMore}
      isLoadingMore={isLoadingMore}
      maxHeight={`calc(2 * ${theme.sizes.layout.placeholder.tallCard})`}
    />
  );
}
