import { Alert, Button, Card, Heading, Link, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AppointmentsRoute } from '../../appointments/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { DateTimeText } from '../../shared/DateTimeText';
import { localized } from '../../shared/format';
import { TELECONSULT_SESSION_KEY, useStartTeleconsultMutation } from '../api';
import { DeviceCheck } from '../components/DeviceCheck';
import { strings } from '../i18n/strings';
import { readTeleconsultationState } from '../state';

export const ready = strings.ready;

/**
 * /auth/Teleconsultation: the call page after the provider sign-in. The appointment, the camera
 * and microphone check, and the way out. The provider's tokens come from memory (the start call's
 * cache), so a reload asks to start again from the appointments.
 */
export function TeleconsultationScreen() {
  const { t } = useTranslation('teleconsult');
  const language = useLanguage();
  const navigate = useNavigate();
  const state = readTeleconsultationState(useLocation().state);
  const [, { data: session }] = useStartTeleconsultMutation({ fixedCacheKey: TELECONSULT_SESSION_KEY });

  if (!state) return <Navigate to={AppointmentsRoute.appointments} replace />;

  return (
    <Stack gap="xl">
      <Heading level={1}>{t('tele.title')}</Heading>
      <Card aria-labelledby="tele-appointment" padding="lg">
        <Stack gap="xs">
          <Heading level={2} id="tele-appointment">
            {localized(language, state.physicianName, state.physicianNameAr)}
          </Heading>
          <Text>
            <DateTimeText date={state.apptDate} time={state.apptTime} />
          </Text>
        </Stack>
      </Card>

      {session ? (
        <Alert tone="success" role="status">
          {t('tele.connected')}
        </Alert>
      ) : (
        <Alert
          tone="warning"
          action={
            <Link href={AppointmentsRoute.appointments} variant="standalone">
              {t('nav.appointments')}
            </Link>
          }
        >
          {t('tele.sessionEnded')}
        </Alert>
      )}

      <Stack gap="md" as="section" aria-labelledby="tele-devices">
        <Heading level={2} id="tele-devices">
          {t('tele.devices')}
        </Heading>
        <DeviceCheck />
      </Stack>

      {session && (
        <Stack gap="md" as="section" aria-labelledby="tele-waiting">
          <Heading level={2} id="tele-waiting">
            {t('tele.waitingTitle')}
          </Heading>
          <Text elementType="p">{t('tele.waiting')}</Text>
        </Stack>
      )}

      <div>
        <Button variant="secondary" onPress={() => void navigate(AppointmentsRoute.appointments)}>
          {t('tele.leave')}
        </Button>
      </div>
    </Stack>
  );
}
