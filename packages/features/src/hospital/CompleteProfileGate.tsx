import { BROADCAST_ROLES } from '@portal/contract';
import { toast } from '@portal/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusPageHeading } from '../shared/focus';
import { locationOf, useBrandLocations } from '../shared/locations/useBrandLocations';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSessionUser, sessionUpdated } from '../store/session';
import { strings } from './i18n/strings';

/** The dialog (date picker, radio list) loads only for a patient who has to complete the profile. */
const CompleteProfileDialog = lazy(() =>
  import('./CompleteProfileDialog').then((m) => ({ default: m.CompleteProfileDialog })),
);

export const ready = strings.ready;

/**
 * The complete-profile gate of the dashboard (spec section 4): no date of birth asks for it and a
 * hospital; a date of birth but no hospital (or one not in the brand's list, which is reset to
 * none) asks for the hospital only; with both, nothing shows. Staff users (roles 2 and 3) have no
 * hospital record to complete: the gate is the patients' only.
 */
export function CompleteProfileGate() {
  const { t } = useTranslation('hospital');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const locations = useBrandLocations();
  const known = locations.data && locationOf(locations.data, user?.facilityId) !== undefined;

  useEffect(() => {
    if (locations.isError) toast.error(t('locationsError'));
  }, [locations.isError, t]);

  useEffect(() => {
    if (locations.data && user?.facilityId && !known) {
      dispatch(sessionUpdated({ facilityId: null, vblog: null }));
    }
  }, [locations.data, user?.facilityId, known, dispatch]);

  const needsDob = !user?.isDOBAvailable;
  const staff = Boolean(user && (BROADCAST_ROLES as readonly number[]).includes(user.roleId));
  const open = Boolean(user && !staff && locations.data && (needsDob || !known));

  // The dialog opened by itself, so there is no button to give focus back to: once the profile is
  // complete, focus goes to the dashboard's heading instead of the page body.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && document.activeElement === document.body) focusPageHeading();
    wasOpen.current = open;
  }, [open]);

  if (!open || !locations.data) return null;
  return (
    <Suspense fallback={null}>
      <CompleteProfileDialog needsDob={needsDob} locations={locations.data} />
    </Suspense>
  );
}
