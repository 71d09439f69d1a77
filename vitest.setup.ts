import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { toast } from './packages/ui/src/Toast/toastQueue';

// findBy/waitFor give up after 1 s by default. A screen's first render in a file loads its lazy
// chunks and strings, which on a loaded two-core CI machine took longer (BookAppointmentScreen and
// AppointmentsScreen timed out in the full unit run, passing alone; with 5 s a confirmation dialog
// still came too late on a machine running five other jobs). 10 s still fails a screen that never
// shows what is awaited; it only stops a slow machine from failing a working one.
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one page and their modules (vitest.config.ts, isolate: false): each
// file starts on an empty page in English, left to right, with nothing stored, on show (not being
// left), whatever the file before it left (each file unmounts its own renders with cleanup), and no
// toast queued: the queue is a module of its own, so a toast one file raised (its timer starts only
// once it is on screen) showed in the next file's toast region (a Close button uiStrings.test did
// not expect).
beforeAll(() => {
  // A file of the node environment (prerender.test.tsx) has no page.
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  localStorage.clear();
  sessionStorage.clear();
  toast.clear();
  // A page on show: a file that tried a reload (pagehide, createRuntime.test) left the refresh
  // hand-over taking the page for one being left, and a failed refresh then kept the session.
  window.dispatchEvent(new Event('pageshow'));
});
