import { type BroadcastHistoryRow, decodeUrlPath } from '@portal/contract';
import { Alert, Button, EmptyState, Heading, PlusIcon, Skeleton, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage, type UiMessage } from '../../api/errors';
import { useMessageText } from '../../i18n/useMessageText';
import { LoadError } from '../../shared/LoadError';
import { useBroadcastHistoryInfiniteQuery, useLazyBroadcastDetailQuery } from '../api';
import { HistoryList } from '../components/HistoryList';
import { PublishDialog, type PublishPrefill } from '../components/PublishDialog';
import { ResendDialog } from '../components/ResendDialog';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

type Open = { publish: PublishPrefill | undefined } | { resend: BroadcastHistoryRow } | null;

/**
 * /auth/notification/BroadcastNotification (roles 2 and 3): the notification history, 10 a page
 * with infinite scroll ('No record found' when there is none), and Create Broadcast. Re-send: a
 * spreadsheet broadcast reopens the publish dialog with its title, URL, message and list; any
 * other is sent again after a confirmation.
 */
export function BroadcastScreen() {
  const { t } = useTranslation('broadcast');
  const messageText = useMessageText();
  const history = useBroadcastHistoryInfiniteQuery();
  const [loadDetail, detail] = useLazyBroadcastDetailQuery();
  const [open, setOpen] = useState<Open>(null);
  const [detailProblem, setDetailProblem] = useState<UiMessage>();
  const rows = history.data?.pages.flat() ?? [];

  const resend = async (row: BroadcastHistoryRow) => {
    setDetailProblem(undefined);
    if (!row.isExcelUploadedNotification) {
      setOpen({ resend: row });
      return;
    }
    const result = await loadDetail(row.id);
    if (result.error || !result.data) {
      setDetailProblem(errorMessage(result.error));
      return;
    }
    const { notificationTitle, callbackURL, message, imageUrl, mobileList } = result.data;
    setOpen({
      publish: {
        title: notificationTitle,
        url: callbackURL ? (decodeUrlPath(callbackURL) ?? callbackURL) : '',
        message,
        imageUrl,
        mobileList,
      },
    });
  };

  const list = () => {
    if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
    if (!history.data) {
      return (
        <Stack gap="md">
          <Text elementType="p" role="status">
            {t('history.loading')}
          </Text>
          <Skeleton lines={4} />
        </Stack>
      );
    }
    return (
      <HistoryList
        rows={rows}
        emptyState={<EmptyState title={t('broadcast.notFound')} headingLevel={2} />}
        onLoadMore={
          history.hasNextPage
            ? () => {
                if (!history.isFetching) void history.fetchNextPage();
              }
            : undefined
        }
        isLoadingMore={history.isFetchingNextPage}
        onResend={(row) => void resend(row)}
      />
    );
  };

  return (
    <Stack gap="xl">
      <Top>
        <Heading level={1}>{t('history.title')}</Heading>
        <Button onPress={() => setOpen({ publish: undefined })}>
          <PlusIcon aria-hidden="true" />
          {t('history.create')}
        </Button>
      </Top>
      {detailProblem && (
        <Alert tone="error" onDismiss={() => setDetailProblem(undefined)}>
          {messageText(detailProblem)}
        </Alert>
      )}
      {detail.isFetching && <Skeleton lines={1} label={t('history.loading')} />}
      {list()}
      {open && 'publish' in open && <PublishDialog prefill={open.publish} onClose={() => setOpen(null)} />}
      {open && 'resend' in open && <ResendDialog row={open.resend} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
