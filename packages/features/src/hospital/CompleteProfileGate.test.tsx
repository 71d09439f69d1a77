import { ContentPath, Messages, ProfilePath, sessionUser } from '@portal/contract';
import { toast } from '@portal/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, envelope, loginData, ok } from '../test-utils/fixtures';
import { mockApi, typeDate } from '../test-utils/forms';
import { renderScreen } from '../test-utils/render';
import { CompleteProfileGate } from './CompleteProfileGate';

const location = (id: number, locationId: string, name: string) => ({
  id,
  locationId,
  name,
  address: `${name} address`,
  brandname: 'aldhannah',
  his_name: 'ADH',
  insurance_validation: 'no' as const,
  is_arabic: false,
  latitude: 24,
  longitude: 52,
  locationImg: null,
  map_link: null,
  vblog: 'aldhannah',
  websiteLink: null,
});
const locations = [location(1, 'AD10', 'Al Dhannah Hospital'), location(2, 'AD11', 'Ruwais Clinic')];
const locationList = () => ok({ status: 'success', data: locations, message: '' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

function renderGate(user: Partial<typeof loginData>) {
  const session = sessionUser.parse({ ...loginData, ...user });
  const events = userEvent.setup();
  const dashboard = (
    <main>
      <h1>Welcome</h1>
      <CompleteProfileGate />
    </main>
  );
  const view = renderScreen(dashboard, {
    path: '/auth/dashboard',
    preloadedState: {
      session: {
        user: session,
        tokenExpiresAt: loginData.tokenExpiresAt,
        refreshExpiresAt: loginData.refreshExpiresAt,
      },
      credentials: { token: ACCESS_TOKEN },
    },
  });
  return { user: events, ...view };
}

const saved = (fields: Partial<typeof loginData>) => () => ok(sessionUser.parse({ ...loginData, ...fields }));

/** The dialog is a lazy chunk: its first load is transformed on demand, slow on a busy machine. */
const LAZY = { timeout: 10_000 };

describe('CompleteProfileGate', { timeout: 20_000 }, () => {
  it('shows nothing when the date of birth and a known hospital are there', async () => {
    const { calls } = mockApi({ [ContentPath.locations]: locationList });
    renderGate({ isDOBAvailable: true, facilityId: 'AD10' });
    await waitFor(() => expect(calls(ContentPath.locations)).toHaveLength(1));
    expect(new URL(calls(ContentPath.locations)[0]!.url).search).toBe('?brandName=aldhannah&lang=en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a staff user (role 2 or 3) without a date of birth', async () => {
    const { calls } = mockApi({ [ContentPath.locations]: locationList });
    renderGate({ isDOBAvailable: false, facilityId: null, roleId: 3 });
    await waitFor(() => expect(calls(ContentPath.locations)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the date of birth and the hospital when the date of birth is missing', async () => {
    mockApi({ [ContentPath.locations]: locationList });
    renderGate({ isDOBAvailable: false, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    expect(within(dialog).getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Choose your hospital' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Al Dhannah HospitalAl Dhannah Hospital address', 'Ruwais ClinicRuwais Clinic address']);
    // It cannot be dismissed, only completed (or left by logging out).
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('asks for the hospital only when the date of birth is there but no hospital', async () => {
    mockApi({ [ContentPath.locations]: locationList });
    renderGate({ isDOBAvailable: true, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    expect(within(dialog).queryByRole('group', { name: 'Date of birth' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Please choose your hospital to continue.')).toBeInTheDocument();
  });

  it('resets a hospital that is not in the brand’s list to none, and asks for one', async () => {
    mockApi({ [ContentPath.locations]: locationList });
    const { store } = renderGate({ isDOBAvailable: true, facilityId: 'BM10', vblog: 'colab' });
    expect(await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY)).toBeInTheDocument();
    expect(store.getState().session.user).toMatchObject({ facilityId: null, vblog: null });
  });

  it("says 'Enter valid date of birth' and 'Please select the hospital', and saves nothing", async () => {
    const { calls } = mockApi({ [ContentPath.locations]: locationList });
    const { user } = renderGate({ isDOBAvailable: false, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter valid date of birth')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select the hospital')).toBeInTheDocument();
    expect(calls(ProfilePath.saveDob)).toHaveLength(0);
    expect(calls(ProfilePath.saveFacility)).toHaveLength(0);
  });

  it('saves the date of birth, then the hospital, and says so', async () => {
    const { calls, body } = mockApi({
      [ContentPath.locations]: locationList,
      [ProfilePath.saveDob]: saved({ isDOBAvailable: true, facilityId: null }),
      [ProfilePath.saveFacility]: saved({ isDOBAvailable: true, facilityId: 'AD11', vblog: 'ruwais' }),
    });
    const { user, store } = renderGate({ isDOBAvailable: false, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    await typeDate(user, 'Date of birth', '12/04/1990');
    await user.click(within(dialog).getByRole('radio', { name: /Ruwais Clinic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await body(ProfilePath.saveDob)).toEqual({ dateOfBirth: '1990-04-12' });
    expect(await body(ProfilePath.saveFacility)).toEqual({ facilityId: 'AD11' });
    expect(calls(ProfilePath.saveDob)[0]!.method).toBe('PUT');
    expect(calls(ProfilePath.saveFacility)[0]!.method).toBe('PUT');
    expect(store.getState().session.user).toMatchObject({
      isDOBAvailable: true,
      facilityId: 'AD11',
      vblog: 'ruwais',
    });
  });

  it('gives focus to the dashboard heading once the profile is complete, not to the page body', async () => {
    mockApi({
      [ContentPath.locations]: locationList,
      [ProfilePath.saveFacility]: saved({ isDOBAvailable: true, facilityId: 'AD11', vblog: 'ruwais' }),
    });
    const { user } = renderGate({ isDOBAvailable: true, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    await user.click(within(dialog).getByRole('radio', { name: /Ruwais Clinic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toHaveFocus());
  });

  it("says 'Error in update date of birth' and does not save the hospital when the date fails", async () => {
    const { calls } = mockApi({
      [ContentPath.locations]: locationList,
      [ProfilePath.saveDob]: () => envelope(500, 'Error', [Messages.account.updateDobError]),
    });
    const { user } = renderGate({ isDOBAvailable: false, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    await typeDate(user, 'Date of birth', '12/04/1990');
    await user.click(within(dialog).getByRole('radio', { name: /Ruwais Clinic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error in update date of birth')).toBeInTheDocument();
    expect(calls(ProfilePath.saveFacility)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Complete Profile' })).toBeInTheDocument();
  });

  it('shows an Emirates ID that does not match the date on the date field', async () => {
    mockApi({
      [ContentPath.locations]: locationList,
      [ProfilePath.saveDob]: () => envelope(400, 'Invalid', [Messages.rule.emiratesIdDobError]),
    });
    const { user } = renderGate({ isDOBAvailable: false, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    await typeDate(user, 'Date of birth', '12/04/1991');
    await user.click(within(dialog).getByRole('radio', { name: /Ruwais Clinic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Invalid Emirates Id or date of birth')).toHaveLength(2));
  });

  it("says 'Error in update facility id' when the hospital fails", async () => {
    mockApi({
      [ContentPath.locations]: locationList,
      [ProfilePath.saveFacility]: () => envelope(400, 'Invalid', [Messages.account.updateFacilityError]),
    });
    const { user } = renderGate({ isDOBAvailable: true, facilityId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Profile' }, LAZY);
    await user.click(within(dialog).getByRole('radio', { name: /Al Dhannah Hospital/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error in update facility id')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Complete Profile' })).toBeInTheDocument();
  });

  it("says 'Error in getting hospital locations' when the list fails", async () => {
    mockApi({ [ContentPath.locations]: () => envelope(500, 'Error', []) });
    renderGate({ isDOBAvailable: false, facilityId: null });
    expect(await screen.findByText('Error in getting hospital locations')).toBeInTheDocument();
  });
});
