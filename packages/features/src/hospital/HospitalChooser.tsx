import { Button, HomeIcon, VisuallyHidden } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { locationOf, useBrandLocations } from '../shared/locations/useBrandLocations';
import { useAppSelector } from '../store/hooks';
import { selectSessionUser } from '../store/session';
import { strings } from './i18n/strings';

/** Its strings, and the dialog's: the signed-in layout that shows the chooser waits for them. */
export const ready = strings.ready;

/** The dialog's radio list loads when the patient opens it. */
const ChooseHospitalDialog = lazy(() =>
  import('./ChooseHospitalDialog').then((m) => ({ default: m.ChooseHospitalDialog })),
);

/**
 * In the header the name shares the row with the language switch and the profile menu, so a long
 * one wraps onto a second line rather than pushing them out; in the phone menu it has the drawer's
 * width and wraps there. Never an ellipsis: the chosen hospital is always read in full.
 */
const ChooserButton = styled(Button)`
  text-align: start;

  /* A wrapping name must not squeeze the icon. */
  & svg {
    flex: none;
  }

  &[data-placement='menu'] {
    justify-content: flex-start;
    inline-size: 100%;
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Name = styled.span`
  overflow-wrap: anywhere;

  [data-placement='header'] & {
    max-inline-size: ${({ theme }) => theme.sizes.layout.headerText};
  }
`;

export interface HospitalChooserProps {
  /** The desktop header, or the phone's menu drawer. @default 'header' */
  placement?: 'header' | 'menu';
}

/**
 * The header's hospital chooser (spec sections 2 and 4): the preferred hospital, changed in the
 * Choose Hospital dialog. The new facility id and vblog go into the stored session and the lists
 * that depend on them reload.
 */
export function HospitalChooser({ placement = 'header' }: HospitalChooserProps) {
  const { t } = useTranslation('hospital');
  const user = useAppSelector(selectSessionUser);
  const locations = useBrandLocations();
  const [isOpen, setOpen] = useState(false);

  if (!user || !locations.data) return null;
  const current = locationOf(locations.data, user.facilityId);

  return (
    <>
      <ChooserButton variant="ghost" data-placement={placement} onPress={() => setOpen(true)}>
        <HomeIcon aria-hidden="true" />
        <VisuallyHidden elementType="span">{t('hospital.current')} </VisuallyHidden>
        <Name>{current?.name ?? t('hospital.choose')}</Name>
      </ChooserButton>
      {isOpen && (
        <Suspense fallback={null}>
          <ChooseHospitalDialog locations={locations.data} current={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
