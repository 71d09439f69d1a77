import type { BroadcastHistoryRow } from '@portal/contract';
import { below, Card, Skeleton, Spinner, Stack, Text, useMediaQuery } from '@portal/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { displayDayOf } from '../../shared/format';
import { CardFacts, CardList } from '../../shared/pageParts';
import { ResendButton, StatusBadge, useRecipientsText } from './historyParts';

/** The table (react-aria Table) weighs more than the rest of the screen: wide screens load it on demand. */
const HistoryTable = lazy(() => import('./HistoryTable').then((m) => ({ default: m.HistoryTable })));

export interface HistoryListProps {
  rows: readonly BroadcastHistoryRow[];
  emptyState: ReactNode;
  onLoadMore?: () => void;
  isLoadingMore: boolean;
  onResend: (row: BroadcastHistoryRow) => void;
}

/** Calls onLoadMore when the end of the card list scrolls into view (the phone's infinite scroll). */
function EndOfList({ onLoadMore, isLoading }: { onLoadMore?: () => void; isLoading: boolean }) {
  const { t } = useTranslation('broadcast');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    if (!element || !onLoadMore || isLoading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onLoadMore, isLoading]);
  return <div ref={end}>{isLoading && <Spinner size="sm" label={t('history.loading')} />}</div>;
}

/** A row per broadcast: a table on wide screens, cards on phones; either loads more at its end. */
export function HistoryList({ rows, emptyState, onLoadMore, isLoadingMore, onResend }: HistoryListProps) {
  const { t } = useTranslation('broadcast');
  const theme = useTheme();
  const narrow = useMediaQuery(below(theme.breakpoints.md));
  const recipients = useRecipientsText();

  if (!narrow) {
    return (
      <Suspense fallback={<Skeleton lines={4} label={t('history.loading')} />}>
        <HistoryTable
          rows={rows}
          emptyState={emptyState}
          onLoadMore={onLoadMore}
          isLoadingMore={isLoadingMore}
          onResend={onResend}
        />
      </Suspense>
    );
  }
  if (rows.length === 0) return <>{emptyState}</>;
  return (
    <Stack gap="md">
      <CardList aria-label={t('history.label')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card as="article" padding="md" aria-labelledby={`broadcast-${row.id}`}>
              <Stack gap="sm">
                <Text id={`broadcast-${row.id}`} elementType="span">
                  <strong>{row.notificationTitle}</strong>
                </Text>
                <Text elementType="p">{row.message}</Text>
                <CardFacts>
                  <dt>{t('history.createdOn')}</dt>
                  <dd>
                    <Bidi>{displayDayOf(row.createdOn)}</Bidi>
                  </dd>
                  <dt>{t('history.recipients')}</dt>
                  <dd>{recipients(row)}</dd>
                  <dt>{t('history.pushSuccess')}</dt>
                  <dd>{row.pushSuccess}</dd>
                  <dt>{t('history.pushFail')}</dt>
                  <dd>{row.pushFail}</dd>
                  <dt>{t('history.status')}</dt>
                  <dd>
                    <StatusBadge row={row} />
                  </dd>
                  <dt>{t('history.createdBy')}</dt>
                  <dd>{row.createdBy}</dd>
                </CardFacts>
                <ResendButton row={row} onResend={onResend} />
              </Stack>
            </Card>
          </li>
        ))}
      </CardList>
      <EndOfList onLoadMore={onLoadMore} isLoading={isLoadingMore} />
    </Stack>
  );
}
