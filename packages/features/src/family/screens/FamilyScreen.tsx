import { type FamilyMember, TOAST_MS } from '@portal/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  PlusIcon,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@portal/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { accountErrorMessage } from '../../shared/account/messages';
import { LoadError } from '../../shared/LoadError';
import { useDeleteFamilyMemberMutation, useFamilyMembersQuery } from '../api';
import { FamilyList } from '../components/FamilyList';
import { type MemberHandlers, memberName } from '../components/MemberActions';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

/**
 * The add and edit dialog (the form parts, the code's step, the documents): its own chunk, fetched
 * once the list is on screen, so the list shows sooner and the dialog is there when asked for.
 */
const loadMemberDialog = () => import('../components/MemberDialog');
const MemberDialog = lazy(() => loadMemberDialog().then((m) => ({ default: m.MemberDialog })));

/** The dialog on show: which member (null adds one), and a fresh form each time it opens. */
interface Editing {
  member: FamilyMember | null;
  opened: number;
}

/**
 * /auth/manageFamily (spec sections 2, 4, 5, 8): the patient's family members with Name,
 * Relation, Age and Action (edit, delete), the banner that the details must match the facility's
 * records, Add member, and the add or edit dialog with its one-time code.
 */
export function FamilyScreen() {
  const { t } = useTranslation('family');
  const messageText = useMessageText();
  const members = useFamilyMembersQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<FamilyMember | null>(null);
  // A member just removed, until the confirmation has closed. The Delete the dialog would give
  // focus back to left with the row: the table moves focus to the next member's row itself; with
  // none left (or on a phone's cards) focus goes to Add member rather than to nothing.
  const [removed, setRemoved] = useState(false);
  const addRef = useRef<HTMLDivElement>(null);
  const [remove, removeState] = useDeleteFamilyMemberMutation();

  useEffect(() => {
    void loadMemberDialog();
  }, []);

  useEffect(() => {
    if (!removed || deleting !== null) return;
    setRemoved(false);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) addRef.current?.querySelector('button')?.focus();
      }),
    );
  }, [removed, deleting]);

  const open = (member: FamilyMember | null) => setEditing({ member, opened: Date.now() });
  const handlers: MemberHandlers = { onEdit: open, onDelete: setDeleting };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ familyMemberId: deleting.familyMemberId });
    if (result.error) {
      toast.error(
        messageText(
          accountErrorMessage(result.error, { ns: 'family', fallback: 'family.removeFamilyMemberError' }),
        ),
      );
      return;
    }
    setRemoved(true);
    toast.success(t('family.removeFamilyMemberSuccess'), { timeout: TOAST_MS });
  };

  let list: ReactNode;
  if (members.isLoading) list = <Skeleton lines={4} label={t('loading')} />;
  else if (members.isError) list = <LoadError onRetry={() => void members.refetch()} />;
  else
    list = (
      <FamilyList
        members={members.data ?? []}
        handlers={handlers}
        emptyState={<EmptyState title={t('list.empty')} headingLevel={2} />}
      />
    );

  return (
    <Stack gap="xl">
      <Stack direction="row" gap="md" justify="space-between" align="center" wrap>
        <Heading level={1}>{t('list.title')}</Heading>
        <div ref={addRef}>
          <Button onPress={() => open(null)}>
            <PlusIcon aria-hidden="true" />
            {t('list.add')}
          </Button>
        </div>
      </Stack>
      <Alert tone="info" role="none">
        {t('list.matchRecords')}
      </Alert>
      {list}
      {editing && (
        <Suspense fallback={null}>
          <MemberDialog
            key={editing.opened}
            member={editing.member}
            members={members.data ?? []}
            isOpen
            onClose={() => setEditing(null)}
            onSaved={() => members.refetch()}
          />
        </Suspense>
      )}
      <ConfirmDialog
        title={t('delete.title')}
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        tone="danger"
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.keep')}
        closeLabel={t('common.close', { ns: 'account' })}
        isPending={removeState.isLoading}
        onConfirm={confirmDelete}
      >
        {deleting && (
          <Text elementType="p">
            <Bidi>{t('delete.question', { name: memberName(deleting) })}</Bidi>
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
