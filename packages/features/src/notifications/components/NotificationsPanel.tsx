import { type PatientNotification, PromotionType } from '@portal/contract';
import { Button, Spinner, Text, toast, VisuallyHidden } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { useLanguage } from '../../i18n/useLanguage';
import { useMessageText } from '../../i18n/useMessageText';
import { ReportsRoute } from '../../reports/paths';
import type { LabReportsState } from '../../reports/state';
import { displayDayOf, localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { useFailureToast } from '../../shared/useFailureToast';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '../api';
import { strings } from '../i18n/strings';

/** Waits for the list's strings in the language on show. */
export const ready = strings.ready;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[data-unread='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => `calc(-1 * ${theme.sizes.focusRingWidth})`};
  }
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Dot = styled.span`
  flex: none;
  inline-size: ${({ theme }) => theme.space.xs};
  block-size: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

/** What a click does (spec section 4): the lab report's list for its person, or the link in a new tab. */
function useAct(onDone: () => void) {
  const navigate = useNavigate();
  return (notification: PatientNotification) => {
    if (notification.promotionType === PromotionType.url && notification.link) {
      window.open(notification.link, '_blank', 'noopener,noreferrer');
    }
    if (notification.promotionType === PromotionType.labReport) {
      const state: LabReportsState = {
        fromNotification: true,
        familyMemberId: notification.familyMemberId ?? 0,
      };
      onDone();
      void navigate(ReportsRoute.labReports, { state });
    }
  };
}

/**
 * The active notifications, newest first (loaded each time the list opens): a click marks one read
 * and acts by its type; 'Mark all as read' marks them all. 'No new notification' when there are
 * none. The message is in the page's language.
 */
export function NotificationsPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const messageText = useMessageText();
  const { data, error, isLoading, refetch } = useNotificationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const act = useAct(onDone);
  useFailureToast(error);

  const failed = (cause: unknown) =>
    toast.error(messageText(errorMessage(cause as Parameters<typeof errorMessage>[0])));

  if (isLoading) return <Spinner label={t('loading')} />;
  if (error || !data) return <LoadError onRetry={() => void refetch()} />;
  if (data.length === 0) return <Text>{t('empty')}</Text>;

  return (
    <>
      <List>
        {data.map((notification) => {
          const isLink = notification.promotionType === PromotionType.url && notification.link !== null;
          return (
            <li key={notification.notificationId}>
              <Item
                type="button"
                data-unread={!notification.isRead}
                onClick={() => {
                  act(notification);
                  if (!notification.isRead) markRead(notification.notificationId).unwrap().catch(failed);
                }}
              >
                <Title>
                  {!notification.isRead && <Dot aria-hidden="true" />}
                  {notification.type === 'LABREPORT' ? t('labReport') : notification.notificationTitle}
                  {!notification.isRead && (
                    <VisuallyHidden elementType="span">, {t('unread')}</VisuallyHidden>
                  )}
                </Title>
                <Text size="sm">
                  {localized(language, notification.messageTextEn, notification.messageTextAr)}
                  {isLink && ` ${t('opensInNewTab')}`}
                </Text>
                <Text size="sm" tone="muted">
                  {displayDayOf(notification.createdOn)}
                </Text>
              </Item>
            </li>
          );
        })}
      </List>
      <Footer>
        <Button variant="secondary" isPending={markingAll} onPress={() => markAll().unwrap().catch(failed)}>
          {t('markAll')}
        </Button>
      </Footer>
    </>
  );
}
