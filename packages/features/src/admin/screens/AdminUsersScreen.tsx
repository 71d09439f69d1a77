import { ADMIN_SEARCH_MIN, type AdminUser } from '@portal/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  PlusIcon,
  Skeleton,
  Stack,
  Switch,
  Table,
  type TableColumn,
  Text,
  TextField,
  toast,
  VisuallyHidden,
} from '@portal/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { httpStatus } from '../../api/errors';
import { messageOfEnvelope } from '../../api/messages';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { LoadError } from '../../shared/LoadError';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import { useAdminUsersInfiniteQuery, useResetAdminPasswordMutation, useSaveAdminUserMutation } from '../api';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

const loadUserDialog = () => import('../components/UserDialog');
const UserDialog = lazy(() => loadUserDialog().then((m) => ({ default: m.UserDialog })));

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The table scrolls sideways inside its own box on a phone: its width never widens the page (the
 * box takes the column's width, whatever the table's), nor do the switches' hidden inputs, which are
 * positioned (paint containment holds and clips them here).
 */
const TableBox = styled.div`
  contain: inline-size paint;
`;

const SearchBox = styled.div`
  max-inline-size: ${({ theme }) => theme.sizes.layout.formColumn};
`;

/** The dialog on show: which user (null adds an admin), and a fresh form each time it opens. */
interface Editing {
  user: AdminUser | null;
  opened: number;
}

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

/** What the search sends: the text once it has 3 characters, nothing once cleared; else the last one. */
function nextFilter(text: string, current: string): string {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length >= ADMIN_SEARCH_MIN ? trimmed : current;
}

/**
 * /auth/user (spec sections 2, 3, 4, 5, 8), admins only: the search (from 3 characters, or when
 * cleared), the table of the brand's staff 15 at a time as it scrolls (First Name, Last Name, Mobile,
 * Email, the Active toggle that saves at once, Edit and Reset Password), Add Admin.
 */
export function AdminUsersScreen() {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const me = useAppSelector(selectSessionUser);
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const users = useAdminUsersInfiniteQuery(filter);
  const [save] = useSaveAdminUserMutation();
  const [resetPassword, resetState] = useResetAdminPasswordMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  useEffect(() => {
    void loadUserDialog();
  }, []);

  const rows = users.data?.pages.flatMap((page) => page.list) ?? [];
  const open = (user: AdminUser | null) => setEditing({ user, opened: Date.now() });

  async function toggle(user: AdminUser, isActive: boolean) {
    const result = await save({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile,
      email: user.email ?? '',
      isActive,
    });
    if (result.error) toast.error(t('users.updateError'));
  }

  async function confirmReset() {
    if (!resetting) return;
    const result = await resetPassword({ userId: resetting.id });
    if (!result.error) {
      toast.success(
        messageText(messageOfEnvelope(result.data) ?? { key: 'admin.passwordReset', ns: 'admin' }),
      );
      return;
    }
    toast.error(t(httpStatus(result.error) === 404 ? 'admin.userInactive' : 'reset.error'));
  }

  const columns: TableColumn<AdminUser>[] = [
    { id: 'firstName', name: t('users.firstName'), isRowHeader: true },
    { id: 'lastName', name: t('users.lastName') },
    { id: 'mobile', name: t('users.mobile'), cell: (user) => <bdi dir="ltr">{user.mobile}</bdi> },
    { id: 'email', name: t('users.email'), cell: (user) => <bdi dir="ltr">{user.email ?? ''}</bdi> },
    {
      id: 'isActive',
      name: t('users.active'),
      cell: (user) => (
        <Switch
          isSelected={user.isActive}
          isDisabled={user.id === me?.userId}
          onChange={(on) => void toggle(user, on)}
        >
          <VisuallyHidden>{t('users.activeOf', { name: fullName(user) })}</VisuallyHidden>
        </Switch>
      ),
    },
    {
      id: 'actions',
      name: t('users.actions'),
      hideHeader: true,
      cell: (user) => (
        <Actions>
          <Button
            variant="secondary"
            onPress={() => open(user)}
            aria-label={t('users.edit', { name: fullName(user) })}
          >
            {t('users.editButton')}
          </Button>
          {user.id !== me?.userId && (
            <Button
              variant="ghost"
              onPress={() => setResetting(user)}
              aria-label={t('users.resetPassword', { name: fullName(user) })}
            >
              {t('reset.title')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  let table: ReactNode;
  if (users.isLoading) table = <Skeleton lines={6} label={t('loading')} />;
  else if (users.isError && rows.length === 0) table = <LoadError onRetry={() => void users.refetch()} />;
  else
    table = (
      <Table<AdminUser>
        label={t('users.title')}
        columns={columns}
        rows={rows}
        maxHeight="70vh"
        emptyState={<EmptyState title={t('users.empty')} headingLevel={2} />}
        onLoadMore={users.hasNextPage && !users.isFetching ? () => void users.fetchNextPage() : undefined}
        isLoadingMore={users.isFetchingNextPage}
      />
    );

  return (
    <Stack gap="xl">
      <Stack direction="row" gap="md" justify="space-between" align="center" wrap>
        <Heading level={1}>{t('users.title')}</Heading>
        <Button onPress={() => open(null)}>
          <PlusIcon aria-hidden="true" />
          {t('users.add')}
        </Button>
      </Stack>
      <SearchBox>
        <TextField
          label={t('users.search')}
          type="search"
          description={t('users.searchHint')}
          value={text}
          onChange={(value) => {
            setText(value);
            setFilter((current) => nextFilter(value, current));
          }}
        />
      </SearchBox>
      <TableBox>{table}</TableBox>
      {editing && (
        <Suspense fallback={null}>
          <UserDialog key={editing.opened} user={editing.user} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        title={t('reset.title')}
        isOpen={resetting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setResetting(null);
        }}
        confirmLabel={t('reset.yes')}
        cancelLabel={t('reset.no')}
        isPending={resetState.isLoading}
        onConfirm={confirmReset}
      >
        {resetting && (
          <Text elementType="p">
            <Bidi>{t('reset.confirm', { name: fullName(resetting) })}</Bidi>
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
