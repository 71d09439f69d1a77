import {
  Avatar,
  Button,
  InboxIcon,
  InfoIcon,
  LogoutIcon,
  Menu,
  MenuItem,
  MenuTrigger,
  UserIcon,
} from '@portal/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLogout } from '../auth/useLogout';
import { FeedbackRoute } from '../feedback/paths';
import { HelpRoute } from '../help/paths';
import { Bidi } from '../i18n/Bidi';
import { useProfileImageQuery } from '../profile/api';
import { ProfileRoute } from '../profile/paths';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
// The header's English whatever renders the menu (AuthLayout's ready() brings the other languages).
import './i18n/strings';

/** Tighter than a form button: on a 390 px phone the logo, the menu button and this share the row. */
const ProfileButton = styled(Button)`
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const Greeting = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

/** A long first name ends in an ellipsis rather than pushing the header past the screen's edge. */
const Name = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The header's profile button: the patient's picture (initials without one) and 'Hi {first name}', opening the
 * account menu (spec section 2, Header): My Profile, Need Help?, Feedback / Complaint / Suggestion
 * and Logout.
 */
export function ProfileMenu() {
  const { t } = useTranslation('layout');
  const user = useAppSelector(selectSessionUser);
  const logout = useLogout();
  // The picture, when there is one: the same cached data: URL My Profile shows (CSP img-src data:).
  const picture = useProfileImageQuery(user?.profileImgUrl ?? skipToken);

  if (!user) return null;

  return (
    <MenuTrigger>
      <ProfileButton variant="ghost">
        <Greeting>
          <Avatar name={`${user.firstName} ${user.lastName}`} src={picture.data} size="sm" isDecorative />
          <Name>
            <Bidi>{t('header.greeting', { name: user.firstName })}</Bidi>
          </Name>
        </Greeting>
      </ProfileButton>
      <Menu aria-label={t('header.account')}>
        <MenuItem id="profile" href={ProfileRoute.profile} icon={<UserIcon aria-hidden="true" />}>
          {t('header.profile')}
        </MenuItem>
        <MenuItem id="needHelp" href={HelpRoute.needHelp} icon={<InfoIcon aria-hidden="true" />}>
          {t('header.needHelp')}
        </MenuItem>
        <MenuItem id="feedback" href={FeedbackRoute.feedback} icon={<InboxIcon aria-hidden="true" />}>
          {t('header.feedback')}
        </MenuItem>
        <MenuItem id="logout" onAction={() => void logout()} icon={<LogoutIcon aria-hidden="true" />}>
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
