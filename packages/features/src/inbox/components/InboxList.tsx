import { below, Card, Skeleton, Stack, Text, useMediaQuery } from '@portal/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { CardFacts, CardList } from '../../shared/pageParts';
import { Summary } from './parts';
import type { ListedRow } from './rows';
import { SentFacts } from './SentFacts';
import { ViewButton } from './ViewButton';

/** The table (react-aria Table) weighs more than the rest of the screen: wide screens load it on demand. */
const InboxTable = lazy(() => import('./InboxTable').then((m) => ({ default: m.InboxTable })));

export interface InboxListProps {
  label: string;
  rows: readonly ListedRow[];
  onView: (row: ListedRow) => void;
  emptyState: ReactNode;
}

/** A row per message: a table on wide screens, cards on phones. */
export function InboxList({ label, rows, onView, emptyState }: InboxListProps) {
  const { t } = useTranslation('inbox');
  const theme = useTheme();
  const narrow = useMediaQuery(below(theme.breakpoints.md));

  if (!narrow) {
    return (
      <Suspense fallback={<Skeleton lines={6} label={t('inbox.loading')} />}>
        <InboxTable label={label} rows={rows} onView={onView} emptyState={emptyState} />
      </Suspense>
    );
  }
  if (rows.length === 0) return <>{emptyState}</>;
  return (
    <CardList aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <Card as="article" padding="md" aria-labelledby={`inbox-${row.key}`}>
            <Stack gap="sm">
              <Text id={`inbox-${row.key}`} elementType="span">
                <strong>{t(`kind.${row.kind}`)}</strong> · {row.senderName}
              </Text>
              <CardFacts>
                <SentFacts row={row} />
                <dt>{t('column.summary')}</dt>
                <dd>
                  <Summary>{row.summary}</Summary>
                </dd>
              </CardFacts>
              <ViewButton row={row} onView={onView} />
            </Stack>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
