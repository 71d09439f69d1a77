import type { FamilyMember } from '@portal/contract';
import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const ActionRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface MemberHandlers {
  onEdit: (member: FamilyMember) => void;
  onDelete: (member: FamilyMember) => void;
}

/** The id of the element naming a member (their name), which describes the row's buttons. */
export const memberLabelId = (member: FamilyMember) => `family-member-${member.familyMemberId}`;

/** A member's full name. */
export const memberName = (member: Pick<FamilyMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

/** Edit and Delete of one member, each described by the member's name. */
export function MemberActions({ member, handlers }: { member: FamilyMember; handlers: MemberHandlers }) {
  const { t } = useTranslation('family');
  const describedBy = memberLabelId(member);
  return (
    <ActionRow>
      <Button variant="secondary" onPress={() => handlers.onEdit(member)} aria-describedby={describedBy}>
        {t('list.edit')}
      </Button>
      <Button variant="ghost" onPress={() => handlers.onDelete(member)} aria-describedby={describedBy}>
        {t('list.delete')}
      </Button>
    </ActionRow>
  );
}
