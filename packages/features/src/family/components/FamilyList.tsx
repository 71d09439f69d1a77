import type { FamilyMember } from '@portal/contract';
import { below, Card, Skeleton, Stack, Text, useMediaQuery } from '@portal/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { localized } from '../../shared/format';
import { CardFacts, CardList } from '../../shared/pageParts';
import { MemberActions, type MemberHandlers, memberLabelId, memberName } from './MemberActions';

/** The table (react-aria Table) weighs more than the rest of the screen: wide screens load it on demand. */
const FamilyTable = lazy(() => import('./FamilyTable').then((m) => ({ default: m.FamilyTable })));

export interface FamilyListProps {
  members: readonly FamilyMember[];
  handlers: MemberHandlers;
  emptyState: ReactNode;
}

/** Name, relation, age and actions: a table on wide screens, a card per member on phones. */
export function FamilyList({ members, handlers, emptyState }: FamilyListProps) {
  const { t } = useTranslation('family');
  const language = useLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(below(theme.breakpoints.md));

  if (!narrow) {
    return (
      <Suspense fallback={<Skeleton lines={4} label={t('loading')} />}>
        <FamilyTable members={members} handlers={handlers} emptyState={emptyState} />
      </Suspense>
    );
  }
  if (members.length === 0) return <>{emptyState}</>;
  return (
    <CardList aria-label={t('list.list')}>
      {members.map((member) => (
        <li key={member.familyMemberId}>
          <Card as="article" padding="md" aria-labelledby={memberLabelId(member)}>
            <Stack gap="sm">
              <Text id={memberLabelId(member)} elementType="span">
                <strong>{memberName(member)}</strong>
              </Text>
              <CardFacts>
                <dt>{t('list.relation')}</dt>
                <dd>{localized(language, member.relation, member.relation_ar)}</dd>
                <dt>{t('list.age')}</dt>
                <dd>{member.age}</dd>
              </CardFacts>
              <MemberActions member={member} handlers={handlers} />
            </Stack>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
