import {
  type BookPackageRequest,
  DEFAULT_CALLING_CODE,
  MOBILE_MAX_DIGITS,
  makeBookPackageRequest,
  PACKAGE_DIALOG_CLOSE_MS,
  type SubPackage,
  uaeToday,
} from '@portal/contract';
import { Alert, Button, DatePicker, Dialog, Form, PhoneField, Select, Stack, TextField } from '@portal/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiMessage } from '../../api/errors';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { useRuleText } from '../../i18n/useRuleText';
import { check, useCheckedForm, type Verdict } from '../../shared/account/forms';
import { countryOfCallingCode } from '../../shared/account/IdentityFields';
import { accountErrorMessage } from '../../shared/account/messages';
import { locationOf, useBrandLocations } from '../../shared/locations/useBrandLocations';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import { useBookHealthPackageMutation } from '../api';

/** The form as typed: what section 5 asks for the booking. */
export interface BookingValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** The chosen location's id (hospitalLocation); null while none is chosen. */
  locationId: number | null;
  subPackageName: string | null;
  /** ISO day; null while empty or incomplete. */
  apptDate: string | null;
}

/** Screen order of the fields: where focus goes on a refusal. */
export const BOOKING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'locationId',
  'subPackageName',
  'apptDate',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** The request's field each of the form's refusals belongs to. */
const FIELD_OF: Partial<Record<string, BookingField>> = {
  hospitalLocation: 'locationId',
  facilityId: 'locationId',
  packageName: 'subPackageName',
};

/**
 * The form checked by the contract's rules (the server's own): every refusal says 'All fields are
 * required' (spec section 5), on the field it concerns.
 */
export function validateBooking(
  values: BookingValues,
  fixed: { packageName: string; callingCode: string; facilityId: string | undefined },
  today = uaeToday,
): Verdict<BookPackageRequest, BookingField> {
  const verdict = check<BookPackageRequest, string>(makeBookPackageRequest(today), {
    facilityId: fixed.facilityId ? [fixed.facilityId] : [],
    firstName: values.firstName,
    lastName: values.lastName,
    callingCode: fixed.callingCode,
    mobile: values.mobile,
    email: values.email,
    hospitalLocation: values.locationId ?? undefined,
    packageName: fixed.packageName,
    subPackageName: values.subPackageName ?? '',
    apptDate: values.apptDate ?? '',
  });
  if (verdict.ok) return verdict;
  const errors: Partial<Record<BookingField, string>> = {};
  for (const [field, key] of Object.entries(verdict.errors)) {
    const shown = FIELD_OF[field] ?? (field === 'callingCode' ? 'mobile' : (field as BookingField));
    errors[shown] ??= key;
  }
  return { ok: false, errors };
}

export interface BookPackageDialogProps {
  /** The package's key (healthPackage.name) and its name as shown. */
  packageName: string;
  packageTitle: string;
  subPackages: readonly SubPackage[];
  /** The sub-package whose Book was pressed. */
  subPackage: SubPackage;
  onClose: () => void;
}

/**
 * 'Book Health Package' (spec sections 4, 5 and 8): the patient's name, e-mail and mobile (from the
 * session, editable; the calling code fixed), a location of the brand (the preferred hospital
 * first chosen), the package (fixed), a sub-package and a day not in the past. A refusal says 'All
 * fields are required'; the server's answer says 'Health package booked successfully' (the dialog
 * then closes after 3 s) or 'Health package was not booked' (the form stays, to try again).
 */
export function BookPackageDialog({
  packageName,
  packageTitle,
  subPackages,
  subPackage,
  onClose,
}: BookPackageDialogProps) {
  const { t } = useTranslation('healthPackages');
  const ruleText = useRuleText();
  const messageText = useMessageText();
  const formId = useId();
  const user = useAppSelector(selectSessionUser);
  const locations = useBrandLocations();
  const [book, { isLoading }] = useBookHealthPackageMutation();
  const [outcome, setOutcome] = useState<{ booked: true } | { booked: false; message: UiMessage } | null>(
    null,
  );
  const callingCode = user?.callingCode || DEFAULT_CALLING_CODE;
  const preferred = locations.data ? locationOf(locations.data, user?.facilityId) : undefined;

  const form = useCheckedForm<BookingValues, BookingField, BookPackageRequest>(
    () => ({
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      mobile: user?.mobile ?? '',
      locationId: preferred?.id ?? null,
      subPackageName: subPackage.name,
      apptDate: null,
    }),
    (values) =>
      validateBooking(values, {
        packageName,
        callingCode,
        facilityId: locations.data?.find((location) => location.id === values.locationId)?.locationId,
      }),
    BOOKING_FIELDS,
  );
  const booked = outcome?.booked === true;

  // Booked: the success stays 3 s (spec section 9), then the dialog closes.
  useEffect(() => {
    if (!booked) return;
    const timer = setTimeout(onClose, PACKAGE_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [booked, onClose]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || booked) return;
    setOutcome(null);
    const value = form.submit();
    if (!value) return;
    const result = await book(value);
    setOutcome(
      result.error
        ? {
            booked: false,
            message: accountErrorMessage(result.error, {
              ns: 'healthPackages',
              fallback: 'content.packageNotBooked',
            }),
          }
        : { booked: true },
    );
  }

  const update = <K extends keyof BookingValues>(field: K, value: BookingValues[K]) => {
    setOutcome(null);
    form.update(field, value);
  };

  return (
    <Dialog
      title={t('book.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      footer={(close) =>
        booked ? (
          <Button onPress={close}>{t('common.close', { ns: 'account' })}</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close}>
              {t('common.cancel', { ns: 'account' })}
            </Button>
            <Button type="submit" form={formId} isPending={isLoading}>
              {t('book.submit')}
            </Button>
          </>
        )
      }
    >
      <Form id={formId} onSubmit={handleSubmit} aria-label={t('book.title')}>
        <Stack gap="lg" ref={form.formRef}>
          <div data-field="firstName">
            <TextField
              label={t('field.firstName', { ns: 'account' })}
              value={form.values.firstName}
              onChange={(value) => update('firstName', value)}
              errorMessage={ruleText(form.errors.firstName)}
              isReadOnly={booked}
              autoComplete="given-name"
              name="firstName"
            />
          </div>
          <div data-field="lastName">
            <TextField
              label={t('field.lastName', { ns: 'account' })}
              value={form.values.lastName}
              onChange={(value) => update('lastName', value)}
              errorMessage={ruleText(form.errors.lastName)}
              isReadOnly={booked}
              autoComplete="family-name"
              name="lastName"
            />
          </div>
          <div data-field="email">
            <TextField
              label={t('field.email', { ns: 'account' })}
              type="email"
              value={form.values.email}
              onChange={(value) => update('email', value)}
              errorMessage={ruleText(form.errors.email)}
              isReadOnly={booked}
              autoComplete="email"
              name="email"
            />
          </div>
          <div data-field="mobile">
            <PhoneField
              label={t('book.mobile')}
              value={form.values.mobile}
              onChange={(value) => update('mobile', value.slice(0, MOBILE_MAX_DIGITS))}
              country={countryOfCallingCode(callingCode)}
              isCountrySelectable={false}
              countryLabel={t('book.callingCode')}
              errorMessage={ruleText(form.errors.mobile)}
              isReadOnly={booked}
              maxLength={MOBILE_MAX_DIGITS}
              name="mobile"
            />
          </div>
          <div data-field="locationId">
            <Select
              label={t('book.location')}
              placeholder={t('field.choose', { ns: 'account' })}
              options={(locations.data ?? []).map((location) => ({ id: location.id, label: location.name }))}
              value={form.values.locationId}
              onChange={(key) => update('locationId', key === null ? null : Number(key))}
              errorMessage={
                ruleText(form.errors.locationId) ?? (locations.isError ? t('book.locationsError') : undefined)
              }
              isDisabled={locations.isLoading}
              isReadOnly={booked}
              name="hospitalLocation"
            />
          </div>
          <TextField label={t('book.package')} value={packageTitle} isReadOnly name="packageName" />
          <div data-field="subPackageName">
            <Select
              label={t('book.subPackage')}
              placeholder={t('field.choose', { ns: 'account' })}
              options={subPackages.map((entry) => ({ id: entry.name, label: entry.name }))}
              value={form.values.subPackageName}
              onChange={(key) => update('subPackageName', key === null ? null : String(key))}
              errorMessage={ruleText(form.errors.subPackageName)}
              isReadOnly={booked}
              name="subPackageName"
            />
          </div>
          <div data-field="apptDate">
            <DatePicker
              label={t('book.date')}
              value={form.values.apptDate}
              onChange={(value) => update('apptDate', value)}
              minValue={uaeToday()}
              errorMessage={ruleText(form.errors.apptDate)}
              calendarLabel={t('field.calendar', { ns: 'account' })}
              isReadOnly={booked}
              name="apptDate"
            />
          </div>
          {outcome && (
            <Alert tone={outcome.booked ? 'success' : 'error'} role={outcome.booked ? 'status' : 'alert'}>
              <Bidi>{outcome.booked ? t('content.packageBooked') : messageText(outcome.message)}</Bidi>
            </Alert>
          )}
        </Stack>
      </Form>
    </Dialog>
  );
}
