import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Who books whom in each brand's run. Both projects share one server and database, so each uses its
 * own patient and doctors and never competes for a slot.
 */
export interface BookingCast {
  mobile: string;
  patientName: string;
  /** An OPD doctor with free slots every day (or on the next dates). */
  doctor: {
    name: string;
    search: string;
    specialty: string;
    specialtyAr: string;
    nameAr: string;
    /** The start of the doctor's biography, which the profile shows and a list does not read. */
    biography: string;
  };
  /** A telemedicine doctor of the brand. */
  teleDoctor: string;
}

export function castOf(testInfo: TestInfo): BookingCast {
  return testInfo.project.name === 'colab'
    ? {
        mobile: '502345678',
        patientName: 'Omar Haddad',
        doctor: {
          name: 'Dr. Nadia Rahman',
          search: 'Nadia',
          specialty: 'Dermatology',
          specialtyAr: 'الأمراض الجلدية',
          nameAr: 'د. نادية رحمن',
          biography: 'Dr. Nadia treats skin, hair and nail conditions',
        },
        teleDoctor: 'Dr. Tariq Al Nuaimi',
      }
    : {
        mobile: '501234567',
        patientName: 'Aisha Al Mansoori',
        doctor: {
          name: 'Dr. Ahmed Al Hashimi',
          search: 'Ahmed',
          specialty: 'Family Medicine',
          specialtyAr: 'طب الأسرة',
          nameAr: 'د. أحمد الهاشمي',
          biography: 'Dr. Ahmed cares for whole families',
        },
        teleDoctor: 'Dr. Noura Al Kaabi',
      };
}

/** A doctor card of a results or list screen, by the doctor's name. */
export function doctorCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * Picks the first free slot from tomorrow on: the day after today (slots today may be running
 * out), or the first of the 'Next Available Slots' when that day has none. Returns the slot's label.
 */
export async function pickFirstFreeSlot(
  page: Page,
  labels: { nextDay: string; nextAvailable: string } = {
    nextDay: 'Next day',
    nextAvailable: 'Next Available Slots',
  },
): Promise<string> {
  await page.getByRole('button', { name: labels.nextDay }).click();
  const firstSlot = page.getByRole('radio').first();
  const noneThatDay = page.getByRole('list', { name: labels.nextAvailable });
  await expect(firstSlot.or(noneThatDay)).toBeVisible();
  if (!(await firstSlot.isVisible())) {
    await noneThatDay.getByRole('button').first().click();
    await expect(firstSlot).toBeVisible();
  }
  const label = await firstSlot.evaluate((el) => el.closest('label')?.textContent?.trim() ?? '');
  await page.getByText(label, { exact: true }).first().click();
  await expect(firstSlot).toBeChecked();
  return label;
}
