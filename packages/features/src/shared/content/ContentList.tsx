import { EmptyState } from '@portal/ui';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../LoadError';
import { useFailureToast } from '../useFailureToast';
import { ContentCardSkeletons } from './ContentCard';

/** What ContentList reads of a list query's result (RTK Query). */
export interface ListResult<T> {
  /** The list for the arguments asked now (not a previous language's while the new one loads). */
  currentData?: readonly T[];
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

export interface ContentListProps<T> {
  result: ListResult<T>;
  /** What an empty list says. */
  emptyTitle: string;
  /** The card images' aspect ratio, for the placeholders. */
  aspectRatio?: string;
  /** How many cards the placeholders stand for. @default 6 */
  placeholders?: number;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A content list's states (spec section 8): card placeholders while it loads; on failure the
 * server's message in a 3 s toast and an error with a retry in the page; the empty state; else the
 * cards.
 *
 * The cards come in a render of their own that React may interrupt (useDeferredValue): a list's
 * answer reaches the page in the store's notification, which React renders at once and whole; the
 * dashboard's news and events cards were a task of 60-110 ms on a phone's CPU (4x slowdown), during
 * which a tap on the page waited.
 */
export function ContentList<T>({
  result,
  emptyTitle,
  aspectRatio,
  placeholders,
  children,
}: ContentListProps<T>) {
  const { t } = useTranslation();
  const items = useDeferredValue(result.currentData);
  useFailureToast(result.error);
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!items)
    return <ContentCardSkeletons label={t('loading')} aspectRatio={aspectRatio} count={placeholders} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return children(items);
}
