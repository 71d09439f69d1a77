import {
  AppointmentPath,
  addDays,
  type Medication,
  medicationProgress,
  medicationsPath,
  uaeToday,
} from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fetchRouter, ok, self, signedIn, son } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { MedicationsScreen, ready } from './MedicationsScreen';

const api = (path: string) => `/api${path}`;
const MEDICATIONS = `POST ${api(medicationsPath('aldhannah'))}`;

const today = uaeToday();
const drug = (overrides: Partial<Medication>): Medication => ({
  prescriptionId: 'RX1',
  brandName: 'Panadol',
  genericName: 'Paracetamol',
  frequency: '1 tablet twice a day',
  frequency_ar: 'قرص واحد مرتين يومياً',
  duration: 7,
  creationDate: `${addDays(today, -3)}T10:00:00+04:00`,
  physicianNo: 'D1001',
  doctorName: 'Dr. Ahmed Al Hashimi',
  doctorName_ar: 'د. أحمد الهاشمي',
  doctorImage: null,
  ...overrides,
});
const panadol = drug({});
const augmentin = drug({ brandName: 'Augmentin', genericName: 'Amoxicillin', duration: 10 });
const zyrtec = drug({
  prescriptionId: 'RX2',
  brandName: 'Zyrtec',
  genericName: 'Cetirizine',
  duration: 30,
  creationDate: `${addDays(today, -12)}T23:30:00+04:00`,
  physicianNo: 'D1008',
  doctorName: 'Dr. Youssef Farouk',
  doctorName_ar: 'د. يوسف فاروق',
});
const nexium = drug({
  prescriptionId: 'RX3',
  brandName: 'Nexium',
  genericName: 'Esomeprazole',
  duration: 14,
  creationDate: `${addDays(today, -40)}T09:40:00+04:00`,
});

let router: ReturnType<typeof fetchRouter>;

function renderMedications(
  search = '',
  answer: (familyMemberId: number) => Response = () =>
    ok({ activeMedications: [panadol, augmentin, zyrtec], pastMedications: [nexium] }),
) {
  router = fetchRouter({
    [`GET ${api(AppointmentPath.patients)}`]: ok([self, son]),
    [MEDICATIONS]: (call) => answer((call.body as { familyMemberId: number }).familyMemberId),
  });
  vi.stubGlobal('fetch', router.mock);
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<MedicationsScreen />, { path: '/auth/myMedication', search, preloadedState: signedIn }),
  };
}

beforeAll(async () => {
  await ready();
  await import('../components/PrescriptionsTable');
});

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('MedicationsScreen', () => {
  it('lists a row per prescription under Active Medication, asking for the user (0)', async () => {
    renderMedications();
    expect(screen.getByRole('heading', { level: 1, name: 'My Medications' })).toBeInTheDocument();
    expect(screen.getByText('Please Wait! Loading Medications')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active Medication', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Active Medication' });
    // React Aria's table shows the grid a render before its rows.
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Dr. Ahmed Al Hashimi');
    // The date it was written (dd/MM/yyyy) and the longest course on it.
    const [y, m, d] = addDays(today, -3).split('-');
    expect(rows[0]).toHaveTextContent(`${d}/${m}/${y}`);
    expect(rows[0]).toHaveTextContent('10 days');
    expect(rows[1]).toHaveTextContent('Dr. Youssef Farouk');
    expect(router.called(MEDICATIONS)[0]?.body).toEqual({ familyMemberId: 0 });
  });

  it('keeps the tab in the address: ?tab=2 opens Past Medication', async () => {
    const { user } = renderMedications('?tab=2');
    expect(screen.getByRole('tab', { name: 'Past Medication', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Past Medication' });
    expect(await within(table).findAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Active Medication' }));
    expect(await screen.findByRole('grid', { name: 'Active Medication' })).toBeInTheDocument();
  });

  it('says No Active Medications and No Past Medications when empty', async () => {
    const { user } = renderMedications('', () => ok({ activeMedications: [], pastMedications: [] }));
    expect(await screen.findByText('No Active Medications')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past Medication' }));
    expect(await screen.findByText('No Past Medications')).toBeInTheDocument();
  });

  it('filters by the prescribing doctor, All Doctors by default', async () => {
    const { user } = renderMedications();
    await screen.findByRole('grid', { name: 'Active Medication' });
    await user.click(screen.getByRole('button', { name: /Select Doctor/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Doctors',
      'Dr. Ahmed Al Hashimi',
      'Dr. Youssef Farouk',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dr. Youssef Farouk' }));
    const rows = within(screen.getByRole('grid', { name: 'Active Medication' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Dr. Youssef Farouk');
  });

  it('asks for the family member chosen in Select Patient', async () => {
    const { user } = renderMedications('', (id) =>
      ok(
        id === 0
          ? { activeMedications: [panadol], pastMedications: [] }
          : { activeMedications: [], pastMedications: [] },
      ),
    );
    await screen.findByRole('grid', { name: 'Active Medication' });
    await user.click(screen.getByRole('button', { name: /Select Patient/ }));
    await user.click(screen.getByRole('option', { name: /Yousef/ }));
    expect(await screen.findByText('No Active Medications')).toBeInTheDocument();
    expect(router.called(MEDICATIONS).at(-1)?.body).toEqual({ familyMemberId: son.familyMemberId });
  });

  it('shows each drug of a prescription with its frequency and progress for today', async () => {
    const { user } = renderMedications();
    await screen.findByRole('grid', { name: 'Active Medication' });
    await user.click(
      screen.getAllByRole('button', { name: /^View Medication, Dr. Ahmed Al Hashimi/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'View Medication' });
    const expected = medicationProgress(panadol, today);
    const bar = within(dialog).getByRole('progressbar', { name: 'Panadol (Paracetamol)' });
    expect(bar).toHaveAttribute('aria-valuenow', String(expected.elapsedDays));
    expect(bar).toHaveAttribute('aria-valuemax', String(expected.totalDays));
    // Numbers are isolated (FSI ... PDI) for the right-to-left page.
    expect(bar.getAttribute('aria-valuetext')?.replace(/[\u2066-\u2069]/g, '')).toBe(
      `${expected.elapsedDays} / ${expected.totalDays} days`,
    );
    expect(dialog).toHaveTextContent(`${expected.remainingDays} more days remaining`);
    expect(dialog).toHaveTextContent('1 tablet twice a day');
    expect(within(dialog).getByRole('progressbar', { name: 'Augmentin (Amoxicillin)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in Arabic: the Arabic frequency and plural forms of the days', async () => {
    await changeLanguage('ar');
    const { user } = renderMedications('', () =>
      ok({
        activeMedications: [drug({ duration: 2, creationDate: `${addDays(today, -1)}T10:00:00+04:00` })],
        pastMedications: [],
      }),
    );
    const table = await screen.findByRole('grid', { name: 'الأدوية الحالية' });
    expect((await within(table).findAllByRole('row'))[1]).toHaveTextContent('يومان');
    await user.click(within(table).getByRole('button', { name: /^عرض الأدوية/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('قرص واحد مرتين يومياً');
    expect(dialog).toHaveTextContent('يتبقى يوم واحد');
  });
});
