import type { Doctor } from '@portal/contract';
import { Alert, Avatar, Button, Dialog, Heading, Skeleton, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { avatarName, localized } from '../../shared/format';
import { useDoctorProfileQuery } from '../api';
import { BookAction } from './DoctorCard';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  & > dd {
    margin: 0;
  }
`;

export interface DoctorProfileDialogProps {
  /** The doctor whose profile is open; null closes the dialog. */
  doctor: Doctor | null;
  onClose: () => void;
  /** The card's Book action (useBookDoctor): the dialog closes, then the booking starts. */
  onBook: (doctor: Doctor) => void;
  /** Departments booked by phone (department codes call). */
  departmentCodes: readonly string[];
}

/**
 * Specialization, experience, nationality, languages and biography, in the language on show, and the
 * same way to book as the doctor's card.
 */
export function DoctorProfileDialog({ doctor, onClose, onBook, departmentCodes }: DoctorProfileDialogProps) {
  const { t } = useTranslation('care');
  const language = useLanguage();
  const { data: profile, isLoading, isError } = useDoctorProfileQuery(doctor?.id ?? 0, { skip: !doctor });
  const name = doctor ? localized(language, doctor.name, doctor.name_ar) : '';

  return (
    <Dialog
      title={name}
      isOpen={doctor !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.close')}
          </Button>
          {doctor && (
            <BookAction
              doctor={doctor}
              departmentCodes={departmentCodes}
              onBook={(chosen) => {
                // Closed first: the insurance-block dialog, if any, must not open over this one.
                close();
                onBook(chosen);
              }}
            />
          )}
        </>
      )}
    >
      {isLoading && <Skeleton lines={5} label={t('loading')} />}
      {isError && <Alert tone="error">{t('booking.somethingWentWrong')}</Alert>}
      {profile && (
        <Stack gap="lg">
          <Stack direction="row" gap="md" align="center">
            <Avatar name={avatarName(name)} src={profile.image ?? undefined} size="lg" isDecorative />
            <Text tone="muted">{localized(language, profile.specialty, profile.specialty_ar)}</Text>
          </Stack>
          <Facts>
            <dt>{t('doctor.specialization')}</dt>
            <dd>{localized(language, profile.specialization, profile.specialization_ar)}</dd>
            {profile.experience !== null && (
              <>
                <dt>{t('doctor.experienceLabel')}</dt>
                <dd>{t('doctor.experience', { count: profile.experience })}</dd>
              </>
            )}
            {profile.nationality && (
              <>
                <dt>{t('doctor.nationality')}</dt>
                <dd>{localized(language, profile.nationality, profile.nationality_ar)}</dd>
              </>
            )}
            <dt>{t('doctor.languages')}</dt>
            <dd>{localized(language, profile.know_langauges, profile.know_langauges_ar)}</dd>
            {profile.location && (
              <>
                <dt>{t('doctor.location')}</dt>
                <dd>{localized(language, profile.location, profile.location_ar)}</dd>
              </>
            )}
          </Facts>
          <Stack gap="xs">
            <Heading level={3}>{t('doctor.biography')}</Heading>
            <Text elementType="p">
              {localized(language, profile.biography_web, profile.biography_web_ar)}
            </Text>
          </Stack>
        </Stack>
      )}
    </Dialog>
  );
}
