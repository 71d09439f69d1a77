import { AppointmentPath, BookingText, DoctorPath, PatientPath, patientRecordPath } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doctorAhmed, doctorYoussef, fetchRouter, list, ok, signedIn } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { SearchDoctorResultScreen } from './SearchDoctorResultScreen';

const api = (path: string) => `/api${path}`;
const DOCTORS = `GET ${api(DoctorPath.doctors)}`;

let router: ReturnType<typeof fetchRouter>;

function renderResults(state: unknown, routes: Record<string, unknown> = {}) {
  router = fetchRouter({
    [`GET ${api(AppointmentPath.departmentCodes)}`]: ok(['DSURG', 'IVF']),
    [DOCTORS]: list([doctorAhmed, doctorYoussef]),
    [`GET ${api(DoctorPath.search)}`]: list([
      {
        id: '1',
        name: 'Dr. Ahmed Al Hashimi',
        name_ar: 'د. أحمد الهاشمي',
        cat_type: 'doctor',
        location: 'Al Dhannah Hospital',
        location_ar: '',
      },
      {
        id: 'FM',
        name: 'Family Medicine',
        name_ar: 'طب الأسرة',
        cat_type: 'specialty',
        location: '',
        location_ar: '',
      },
    ]),
    ...(routes as Record<string, Response>),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  const view = renderScreen(<SearchDoctorResultScreen />, {
    path: '/auth/searchDoctorResult',
    state,
    preloadedState: signedIn,
    probes: ['/auth/bookAppointment'],
  });
  return { user, ...view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

describe('SearchDoctorResultScreen', () => {
  it('shows the doctors of the text searched in a grid, with a department filter', async () => {
    const { user } = renderResults({ doctorSearchString: 'fam' });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Dr. Ahmed Al Hashimi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Dr. Youssef Farouk' })).toBeInTheDocument();
    expect(router.called(DOCTORS)[0]?.url.searchParams.get('searchText')).toBe('fam');
    // The brand's doctors only: its appointments list shows no others.
    expect(router.called(DOCTORS)[0]?.url.searchParams.get('brandName')).toBe('aldhannah');
    expect(screen.getByText('2 doctors')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Ear, Nose and Throat' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 3, name: 'Dr. Ahmed Al Hashimi' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 doctor')).toBeInTheDocument();
  });

  it('asks by id and category for a picked suggestion', async () => {
    renderResults({ doctorSearchString: 'Family Medicine', suggestion: { id: 'FM', cat_type: 'specialty' } });
    await screen.findByRole('heading', { level: 3, name: 'Dr. Ahmed Al Hashimi' });
    const params = router.called(DOCTORS)[0]?.url.searchParams;
    expect(params?.get('id')).toBe('FM');
    expect(params?.get('cat_type')).toBe('specialty');
    expect(params?.get('brandName')).toBe('aldhannah');
  });

  it('says No Doctors to display for an empty answer', async () => {
    renderResults({ doctorSearchString: 'zz' }, { [DOCTORS]: list([]) });
    expect(await screen.findByText(BookingText.noDoctors)).toBeInTheDocument();
  });

  it('says Search first for an empty search, and suggests from 3 characters', async () => {
    const { user } = renderResults({ doctorSearchString: 'fam' });
    const box = screen.getByRole('combobox', { name: 'Search doctor, speciality or condition' });
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BookingText.searchFirst)).toBeInTheDocument();

    await user.type(box, 'ah');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.called(`GET ${api(DoctorPath.search)}`)).toHaveLength(0);
    await user.type(box, 'm');
    expect(await screen.findByRole('option', { name: /Dr. Ahmed Al Hashimi/ })).toBeInTheDocument();
    const suggestCall = router.called(`GET ${api(DoctorPath.search)}`)[0]?.url.searchParams;
    expect(suggestCall?.get('searchText')).toBe('ahm');
    expect(suggestCall?.get('brandName')).toBe('aldhannah');
  });

  it('opens the profile dialog in the language on show', async () => {
    const { user } = renderResults(
      { doctorSearchString: 'fam' },
      {
        [`GET ${api(DoctorPath.profile)}`]: ok({
          status: 'success',
          message: '',
          data: {
            ...doctorAhmed,
            specialization: 'Consultant Family Medicine',
            specialization_ar: 'استشاري طب الأسرة',
            nationality: 'Emirati',
            nationality_ar: 'إماراتي',
            know_langauges: 'English, Arabic',
            know_langauges_ar: 'الإنجليزية، العربية',
            biography_web: 'Dr. Ahmed cares for whole families.',
            biography_web_ar: 'يعتني الدكتور أحمد بالعائلات.',
          },
        }),
      },
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Dr. Ahmed Al Hashimi' })).closest(
      'section',
    );
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'View profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Ahmed Al Hashimi' });
    expect(await within(dialog).findByText('Consultant Family Medicine')).toBeInTheDocument();
    expect(within(dialog).getByText('Emirati')).toBeInTheDocument();
    expect(within(dialog).getByText('English, Arabic')).toBeInTheDocument();
    expect(within(dialog).getByText('Dr. Ahmed cares for whole families.')).toBeInTheDocument();
  });

  it('books from the profile dialog as from the card', async () => {
    const { user } = renderResults(
      { doctorSearchString: 'fam' },
      {
        [`GET ${api(DoctorPath.profile)}`]: ok({
          status: 'success',
          message: '',
          data: {
            ...doctorAhmed,
            specialization: 'Consultant Family Medicine',
            specialization_ar: 'استشاري طب الأسرة',
            nationality: 'Emirati',
            nationality_ar: 'إماراتي',
            know_langauges: 'English, Arabic',
            know_langauges_ar: 'الإنجليزية، العربية',
            biography_web: 'Dr. Ahmed cares for whole families.',
            biography_web_ar: 'يعتني الدكتور أحمد بالعائلات.',
          },
        }),
      },
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Dr. Ahmed Al Hashimi' })).closest(
      'section',
    );
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'View profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Ahmed Al Hashimi' });
    await within(dialog).findByText('Consultant Family Medicine');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    const landed = await screen.findByRole('status', { name: '/auth/bookAppointment' });
    expect(JSON.parse(landed.dataset.state ?? '{}')).toEqual({ doctor: doctorAhmed });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks booking with the insurance dialog when the insurer and plan are restricted', async () => {
    const { user } = renderResults(
      { doctorSearchString: 'ent' },
      {
        [`POST ${api(patientRecordPath(7))}`]: ok([
          {
            his: 'ADH',
            patientId: 'ADH100001',
            facilityId: 'AD10',
            mobileNo: '971501234567',
            dateOfBirth: null,
          },
        ]),
        [`POST ${api(PatientPath.details)}`]: ok([{ insuranceName: 'Daman', planName: 'Basic' }]),
        [`GET ${api(DoctorPath.restrictedInsurance)}`]: list([{ name: ' daman ', insurance_plan: 'BASIC ' }]),
      },
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Dr. Youssef Farouk' })).closest(
      'section',
    );
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Please contact Experience Center 8007267 for appointment booking.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '/auth/bookAppointment' })).not.toBeInTheDocument();
    expect(
      router.called(`GET ${api(DoctorPath.restrictedInsurance)}`)[0]?.url.searchParams.get('locationId'),
    ).toBe('5');
  });

  it('asks for the restricted list alongside the patient record, not after it', async () => {
    let answerRecords: () => void = () => {};
    const records = new Promise<Response>((resolve) => {
      answerRecords = () =>
        resolve(
          ok([
            {
              his: 'ADH',
              patientId: 'ADH100001',
              facilityId: 'AD10',
              mobileNo: '971501234567',
              dateOfBirth: null,
            },
          ]),
        );
    });
    const { user } = renderResults(
      { doctorSearchString: 'ent' },
      {
        [`POST ${api(patientRecordPath(7))}`]: () => records,
        [`POST ${api(PatientPath.details)}`]: ok([{ insuranceName: 'DAMAN', planName: 'basic' }]),
        [`GET ${api(DoctorPath.restrictedInsurance)}`]: list([{ name: 'Daman', insurance_plan: 'Basic' }]),
      },
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Dr. Youssef Farouk' })).closest(
      'section',
    );
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Book Appointment' }));
    // The record has not answered yet, and the location's list is already on its way.
    await waitFor(() => expect(router.called(`GET ${api(DoctorPath.restrictedInsurance)}`)).toHaveLength(1));
    expect(router.called(`POST ${api(PatientPath.details)}`)).toHaveLength(0);
    answerRecords();
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Please contact Experience Center 8007267 for appointment booking.'),
    ).toBeInTheDocument();
    expect(router.called(`GET ${api(DoctorPath.restrictedInsurance)}`)).toHaveLength(1);
  });

  it('books a doctor without insurance validation straight away', async () => {
    const { user } = renderResults({ doctorSearchString: 'fam' });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Dr. Ahmed Al Hashimi' })).closest(
      'section',
    );
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Book Appointment' }));
    const landed = await screen.findByRole('status', { name: '/auth/bookAppointment' });
    expect(JSON.parse(landed.dataset.state ?? '{}')).toMatchObject({ doctor: { physicianNo: 'D1001' } });
    expect(router.called(`POST ${api(patientRecordPath(7))}`)).toHaveLength(0);
  });

  it('shows a phone number instead of Book for doctors booked by phone, and why others cannot be booked', async () => {
    renderResults(
      { doctorSearchString: 'x' },
      {
        [DOCTORS]: list([
          {
            ...doctorAhmed,
            id: 10,
            name: 'Dr. Fatima Al Zaabi',
            department_code: 'IVF',
            appointment_message: '+971 2 555 0110',
          },
          { ...doctorAhmed, id: 20, name: 'Dr. Alan Brooks', department_code: null },
        ]),
      },
    );
    const ivf = (await screen.findByRole('heading', { level: 3, name: 'Dr. Fatima Al Zaabi' })).closest(
      'section',
    );
    expect(within(ivf as HTMLElement).getByRole('link', { name: '+971 2 555 0110' })).toBeInTheDocument();
    expect(
      within(ivf as HTMLElement).queryByRole('button', { name: 'Book Appointment' }),
    ).not.toBeInTheDocument();
    const alan = screen.getByRole('heading', { level: 3, name: 'Dr. Alan Brooks' }).closest('section');
    expect(within(alan as HTMLElement).getByText(BookingText.doctorNotBookable)).toBeInTheDocument();
  });
});
