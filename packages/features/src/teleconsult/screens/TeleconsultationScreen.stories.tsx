import { AppointmentEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect } from 'storybook/test';
import { doctorNoura, signedIn, success } from '../../test-utils/care';
import { answer, inLanguage, screenLoader, screenStory } from '../../test-utils/screenStory';
import { TELECONSULT_SESSION_KEY, useStartTeleconsultMutation } from '../api';
import type { TeleconsultationState } from '../state';
import { ready, TeleconsultationScreen } from './TeleconsultationScreen';

const state: TeleconsultationState = {
  appointmentId: '52',
  apptDate: '2030-05-20',
  apptTime: '16:00',
  physicianName: doctorNoura.name,
  physicianNameAr: doctorNoura.name_ar,
};

/**
 * Arrives as from the appointments list: the provider session is only in memory (the start call's
 * cache), so the start call is made first, then the call screen shows.
 */
function AfterStart() {
  const [start, { data }] = useStartTeleconsultMutation({ fixedCacheKey: TELECONSULT_SESSION_KEY });
  useEffect(() => {
    void start({ appointmentId: state.appointmentId, appointmentRef: 'AD10-52' });
  }, [start]);
  return data ? <TeleconsultationScreen /> : null;
}

const meta = {
  title: 'Screens/Teleconsultation',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/auth/Teleconsultation', state, preloadedState: signedIn };

const doctorName = () => inLanguage('Dr. Noura Al Ketbi', 'د. نورة الكتبي');

/** Signed in with the provider: the camera and microphone check, waiting for the doctor. */
export const Connected: Story = {
  decorators: [
    screenStory({
      ...at,
      screen: AfterStart,
      answers: [
        answer(AppointmentEndpoint.teleconsultStart, () =>
          success({
            baseUrl: 'https://tele.example.com',
            appId: 'portal-web',
            accessToken: 'story-provider-token',
            userId: '3107',
            patientProfileId: '8841',
            apptDate: state.apptDate,
            apptTime: state.apptTime,
            physicianName: state.physicianName,
          }),
        ),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: doctorName() })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: inLanguage('Waiting for your doctor', 'بانتظار طبيبك') }),
    ).toBeVisible();
  },
};

/** The page reloaded: the session is gone from memory, so it asks to start again. */
export const SessionEnded: Story = {
  decorators: [screenStory({ ...at, screen: TeleconsultationScreen })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: doctorName() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: inLanguage('Appointments', 'المواعيد') })).toBeVisible();
  },
};
