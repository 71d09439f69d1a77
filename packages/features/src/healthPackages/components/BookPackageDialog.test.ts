import { describe, expect, it } from 'vitest';
import { type BookingValues, validateBooking } from './BookPackageDialog';

const today = () => '2026-11-26';
const fixed = { packageName: 'executive-health-check', callingCode: '971', facilityId: 'AD10' };
const filled: BookingValues = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.ae',
  mobile: '501234567',
  locationId: 3,
  subPackageName: 'Essential',
  apptDate: '2026-11-26',
};

describe('validateBooking (spec section 5)', () => {
  it('sends the spec’s fields for a complete form, the location as its id and facility', () => {
    expect(validateBooking(filled, fixed, today)).toEqual({
      ok: true,
      value: {
        facilityId: ['AD10'],
        firstName: 'Aisha',
        lastName: 'Khan',
        callingCode: '971',
        mobile: '501234567',
        email: 'aisha@example.ae',
        hospitalLocation: 3,
        packageName: 'executive-health-check',
        subPackageName: 'Essential',
        apptDate: '2026-11-26',
      },
    });
  });

  it('says All fields are required on each field that is missing or wrong', () => {
    const verdict = validateBooking(
      { ...filled, firstName: ' ', mobile: '5012', locationId: null, apptDate: '2026-11-25' },
      { ...fixed, facilityId: undefined },
      today,
    );
    expect(verdict).toEqual({
      ok: false,
      errors: {
        firstName: 'allFieldsRequired',
        mobile: 'allFieldsRequired',
        locationId: 'allFieldsRequired',
        apptDate: 'allFieldsRequired',
      },
    });
  });

  it('takes 8 to 10 digits for the mobile', () => {
    expect(validateBooking({ ...filled, mobile: '12345678' }, fixed, today).ok).toBe(true);
    expect(validateBooking({ ...filled, mobile: '12345678901' }, fixed, today).ok).toBe(false);
    expect(validateBooking({ ...filled, email: 'aisha@' }, fixed, today).ok).toBe(false);
  });
});
