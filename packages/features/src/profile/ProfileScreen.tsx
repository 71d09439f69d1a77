import { Alert, Button, Heading, Skeleton, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { useProfileQuery } from '../auth/api';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { strings } from './i18n/strings';
import { LinkUaePassCard } from './LinkUaePassCard';
import { MyDocumentsCard } from './MyDocumentsCard';
import { PersonalDetailsCard } from './PersonalDetailsCard';
import { ProfileImageCard } from './ProfileImageCard';

export const ready = strings.ready;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/**
 * /auth/profile, My Profile (spec section 2): personal details, the patient's own uploaded
 * documents, the picture, the change-password and link-UAE-PASS cards (not for UAE PASS users,
 * whose password is UAE PASS's) and the delete-account card.
 */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const theme = useTheme();
  const user = useAppSelector(selectSessionUser);
  const profile = useProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const viaUaePass = user?.uaeUser === '1';

  return (
    <Stack gap="xl">
      <Heading level={1}>{t('profile.title')}</Heading>
      {profile.isError ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onPress={() => void profile.refetch()}>
              {t('common.retry', { ns: 'account' })}
            </Button>
          }
        >
          {t('somethingWentWrong')}
        </Alert>
      ) : !profile.data ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton
            shape="rect"
            width="100%"
            height={theme.sizes.layout.placeholder.card}
            label={t('loading')}
          />
          <Skeleton shape="rect" width="100%" height={theme.sizes.layout.placeholder.tallCard} />
        </Stack>
      ) : (
        <Columns>
          <Stack gap="xl">
            <PersonalDetailsCard
              key={profile.fulfilledTimeStamp}
              profile={profile.data}
              viaUaePass={viaUaePass}
            />
            <MyDocumentsCard />
          </Stack>
          <Stack gap="xl">
            <ProfileImageCard
              name={`${profile.data.firstName} ${profile.data.lastName}`}
              imageUrl={user?.profileImgUrl ?? profile.data.profileImgUrl}
            />
            {!viaUaePass && <ChangePasswordCard />}
            {!viaUaePass && <LinkUaePassCard />}
            <DeleteAccountCard />
          </Stack>
        </Columns>
      )}
    </Stack>
  );
}
