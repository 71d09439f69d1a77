import { AppointmentPath, DoctorPath, PatientPath } from '@portal/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRouter, list, ok, signedIn } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { FindDoctorScreen } from './FindDoctorScreen';

const api = (path: string) => `/api${path}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FindDoctorScreen', () => {
  it('hints a specialty the brand has (its largest), never a fixed one', async () => {
    // Colab's doctors: no Family Medicine there.
    const router = fetchRouter({
      [`GET ${api(AppointmentPath.departmentCodes)}`]: ok([]),
      [`GET ${api(DoctorPath.specialtiesByLocation)}`]: list([
        {
          id: 'PED',
          name: 'Paediatrics',
          name_ar: 'طب الأطفال',
          insurance_validation: 'no',
          conditions: [],
          doctorCount: 1,
        },
        {
          id: 'DERM',
          name: 'Dermatology',
          name_ar: 'الأمراض الجلدية',
          insurance_validation: 'no',
          conditions: [],
          doctorCount: 2,
        },
      ]),
      [`GET ${api(PatientPath.recentConsultations)}`]: ok([]),
    });
    vi.stubGlobal('fetch', router.mock);
    renderScreen(<FindDoctorScreen />, { path: '/auth/finddoctor', preloadedState: signedIn });
    const box = screen.getByRole('combobox', { name: 'Search doctor, speciality or condition' });
    await waitFor(() => expect(box).toHaveAttribute('placeholder', 'e.g. Dermatology'));
    // One call serves the speciality list and the hint.
    expect(router.called(`GET ${api(DoctorPath.specialtiesByLocation)}`)).toHaveLength(1);
  });

  it('offers the specialities of the brand and the recent doctors (none yet)', async () => {
    const router = fetchRouter({
      [`GET ${api(AppointmentPath.departmentCodes)}`]: ok([]),
      [`GET ${api(DoctorPath.specialtiesByLocation)}`]: list([
        {
          id: 'FM',
          name: 'Family Medicine',
          name_ar: 'طب الأسرة',
          insurance_validation: 'no',
          conditions: [],
          doctorCount: 3,
        },
        {
          id: 'CARD',
          name: 'Cardiology',
          name_ar: 'أمراض القلب',
          insurance_validation: 'yes',
          conditions: [],
          doctorCount: 1,
        },
      ]),
      [`GET ${api(PatientPath.recentConsultations)}`]: ok([]),
    });
    vi.stubGlobal('fetch', router.mock);
    const user = userEvent.setup();
    renderScreen(<FindDoctorScreen />, {
      path: '/auth/finddoctor',
      state: { docSearch: 'card' },
      preloadedState: signedIn,
      probes: ['/auth/searchDoctorResult'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeInTheDocument();
    // docSearch from the dashboard fills the box.
    expect(screen.getByRole('combobox')).toHaveValue('card');
    expect(screen.getByRole('heading', { level: 2, name: 'Find doctor by speciality' })).toBeInTheDocument();
    expect(await screen.findByText('No Recent Consultations')).toBeInTheDocument();
    expect(
      router.called(`GET ${api(DoctorPath.specialtiesByLocation)}`)[0]?.url.searchParams.get('vblog'),
    ).toBe('aldhannah');

    await user.click(await screen.findByRole('button', { name: 'Cardiology' }));
    const landed = await screen.findByRole('status', { name: '/auth/searchDoctorResult' });
    expect(JSON.parse(landed.dataset.state ?? '{}')).toEqual({
      doctorSearchString: 'Cardiology',
      suggestion: { id: 'CARD', cat_type: 'specialty' },
    });
  });
});
