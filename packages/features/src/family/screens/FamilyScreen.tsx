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
import { type MemberHandlers, memberLabelId, memberName } from '../components/MemberActions';
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
  // Where focus goes once a confirmed Delete closes the confirmation. The Delete the dialog would
  // give focus back to goes with the row when the list comes back (however late), so focus goes on
  // purpose to the Edit of the member beside them (after, else before) or, with none left, to Add
  // member: never to nothing. Undefined while no member was removed.
  const afterRemoval = useRef<FamilyMember | null | undefined>(undefined);
  const screenRef = useRef<HTMLDivElement>(null);
  const [remove, removeState] = useDeleteFamilyMemberMutation();

  useEffect(() => {
    void loadMemberDialog();
  }, []);

  const focusAfterRemoval = (): HTMLElement | null | undefined => {
    const beside = afterRemoval.current;
    afterRemoval.current = undefined;
    if (beside === undefined) return null;
    const screen = screenRef.current;
    const edit =
      beside && screen?.querySelector<HTMLElement>(`button[aria-describedby="${memberLabelId(beside)}"]`);
    return edit || screen?.querySelector<HTMLElement>('[data-add-member] button');
  };

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
    const list = members.data ?? [];
    const at = list.findIndex((m) => m.familyMemberId === deleting.familyMemberId);
    afterRemoval.current = list[at + 1] ?? list[at - 1] ?? null;
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
    <Stack gap="xl" ref={screenRef}>
      <Stack direction="row" gap="md" justify="space-between" align="center" wrap>
        <Heading level={1}>{t('list.title')}</Heading>
        <div data-add-member>
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
        returnFocus={focusAfterRemoval}
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
