import { Avatar, Card, Link, Skeleton, Stack, Text, VisuallyHidden } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDoctorLocationsQuery } from '../../doctors/api';
import { useLanguage } from '../../i18n/useLanguage';
import { avatarName, localized } from '../../shared/format';
import { CardTitle } from '../../shared/pageParts';
import type { BookingTarget } from '../target';

/** The doctor card of the booking screens: photo or initials, name, specialty, experience, location. */
export function DoctorSummary({ target }: { target: BookingTarget }) {
  const { t } = useTranslation(['booking', 'care']);
  const language = useLanguage();
  const headingId = useId();
  const name = localized(language, target.name, target.nameAr);
  return (
    <Card aria-labelledby={headingId} padding="lg">
      <Stack direction="row" gap="md" align="center">
        <Avatar name={avatarName(name)} src={target.image ?? undefined} size="lg" isDecorative />
        <Stack gap="xxs">
          <CardTitle level={2} id={headingId}>
            {name}
          </CardTitle>
          <Text tone="muted">{localized(language, target.specialty, target.specialtyAr)}</Text>
          {target.experience !== null && (
            <Text size="sm">{t('doctor.experience', { ns: 'care', count: target.experience })}</Text>
          )}
          {target.location && (
            <Text size="sm">{localized(language, target.location, target.locationAr)}</Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Where to go: the location's address and a directions link to an external maps page. */
export function AddressBlock({ target }: { target: BookingTarget }) {
  const { t } = useTranslation(['booking', 'care']);
  const language = useLanguage();
  const locations = useDoctorLocationsQuery(undefined, { skip: target.address !== null });
  if (target.scheduleType === 'TELEMED') {
    return <Text elementType="p">{t('booking.teleAddress')}</Text>;
  }
  let address: string | null = null;
  let mapLink: string | null = null;
  if (target.address) {
    address = localized(language, target.address.en, target.address.ar);
    mapLink = target.address.mapLink;
  } else {
    if (locations.isLoading) return <Skeleton lines={2} label={t('loading')} />;
    const place = locations.data?.find((l) => l.id === target.locationId);
    if (place) {
      address = localized(language, place.address, place.address_ar);
      mapLink =
        place.map_link ??
        `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`;
    }
  }
  return (
    <Stack gap="xs">
      {target.location && (
        <Text elementType="p">
          <strong>{localized(language, target.location, target.locationAr)}</strong>
        </Text>
      )}
      {address && <Text elementType="p">{address}</Text>}
      {mapLink && (
        <Link href={mapLink} target="_blank" rel="noopener noreferrer" variant="standalone">
          {t('booking.directions')}
          <VisuallyHidden elementType="span"> {t('common.opensInNewTab')}</VisuallyHidden>
        </Link>
      )}
    </Stack>
  );
}
