import { HELPLINE } from '@portal/contract';

/** English strings of the teleconsultation and coming-soon screens. */
export const en = {
  // The call screen's way back, in the words of the side menu's entry (layout).
  'nav.appointments': 'Appointments',

  'tele.title': 'Teleconsultation',
  'tele.connected': 'You are signed in to the teleconsultation service.',
  'tele.sessionEnded':
    'This teleconsultation session is no longer open on this page. Start it again from your appointments.',
  'tele.devices': 'Camera and microphone',
  'tele.checkIntro': 'Check that your camera and microphone work before the doctor joins.',
  'tele.check': 'Check camera and microphone',
  'tele.checkAgain': 'Check again',
  'tele.preview': 'Your camera',
  'tele.ready': 'Your camera and microphone are working.',
  'tele.micLevel': 'Microphone level',
  'tele.denied':
    'Camera and microphone access was refused. Allow them for this site in your browser’s settings, then check again.',
  'tele.missing': 'No camera or microphone was found. Connect one, then check again.',
  'tele.unsupported':
    'This browser cannot use the camera here. Open the portal in an up-to-date browser over a secure connection.',
  'tele.failed': `The camera or microphone could not be started. Close other apps using them, then check again, or call ${HELPLINE}.`,
  'tele.waitingTitle': 'Waiting for your doctor',
  'tele.waiting': 'Your doctor will join at the appointment time. Keep this page open.',
  'tele.leave': 'Leave teleconsultation',

  'comingSoon.title': 'Coming Soon',
  'comingSoon.intro': 'We are working on this part of the portal.',
  'comingSoon.toDashboard': 'Go to dashboard',
} as const;
