import { EmptyState } from '@portal/ui';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
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
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A content list's states (spec section 8): card placeholders while it loads; on failure the
 * server's message in a 3 s toast and an error with a retry in the page; the empty state; else the
 * cards.
 */
export function ContentList<T>({ result, emptyTitle, aspectRatio, children }: ContentListProps<T>) {
  const { t } = useTranslation();
  useFailureToast(result.error);
  if (result.isError) return <LoadError onRetry={() => void result.refetch()} />;
  if (!result.currentData) return <ContentCardSkeletons label={t('loading')} aspectRatio={aspectRatio} />;
  if (result.currentData.length === 0) return <EmptyState title={emptyTitle} />;
  return children(result.currentData);
}
