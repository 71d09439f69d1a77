import type { FamilyMember } from '@portal/contract';
import { Table, type TableColumn } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { localized } from '../../shared/format';
import { MemberActions, type MemberHandlers, memberLabelId, memberName } from './MemberActions';

interface Row {
  id: number;
  member: FamilyMember;
}

export interface FamilyTableProps {
  members: readonly FamilyMember[];
  handlers: MemberHandlers;
  emptyState: ReactNode;
}

/** The wide-screen list: Name, Relation, Age, Action (spec section 2). */
export function FamilyTable({ members, handlers, emptyState }: FamilyTableProps) {
  const { t } = useTranslation('family');
  const language = useLanguage();
  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      name: t('list.name'),
      isRowHeader: true,
      cell: ({ member }) => <span id={memberLabelId(member)}>{memberName(member)}</span>,
    },
    {
      id: 'relation',
      name: t('list.relation'),
      cell: ({ member }) => localized(language, member.relation, member.relation_ar),
    },
    { id: 'age', name: t('list.age'), cell: ({ member }) => member.age },
    {
      id: 'action',
      name: t('list.action'),
      cell: ({ member }) => <MemberActions member={member} handlers={handlers} />,
    },
  ];
  return (
    <Table<Row>
      label={t('list.list')}
      columns={columns}
      rows={members.map((member) => ({ id: member.familyMemberId, member }))}
      emptyState={emptyState}
    />
  );
}
