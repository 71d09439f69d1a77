import { Button, HomeIcon, VisuallyHidden } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectSessionUser } from '../auth/slice';
import { useAppSelector } from '../store/hooks';
import { locationOf, useBrandLocations } from './useBrandLocations';

/** The dialog's radio list loads when the patient opens it. */
const ChooseHospitalDialog = lazy(() =>
  import('./ChooseHospitalDialog').then((m) => ({ default: m.ChooseHospitalDialog })),
);

const Name = styled.span`
  display: inline-block;
  max-inline-size: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    max-inline-size: 7rem;
  }
`;

/**
 * The header's hospital chooser (spec sections 2 and 4): the preferred hospital, changed in the
 * Choose Hospital dialog. The new facility id and vblog go into the stored session and the lists
 * that depend on them reload.
 */
export function HospitalChooser() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const locations = useBrandLocations();
  const [isOpen, setOpen] = useState(false);

  if (!user || !locations.data) return null;
  const current = locationOf(locations.data, user.facilityId);

  return (
    <>
      <Button variant="ghost" onPress={() => setOpen(true)}>
        <HomeIcon aria-hidden="true" />
        <VisuallyHidden elementType="span">{t('hospital.current')} </VisuallyHidden>
        <Name>{current?.name ?? t('hospital.choose')}</Name>
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ChooseHospitalDialog locations={locations.data} current={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
