import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default. A screen's first render in a file loads its lazy
// chunks and strings, which on a loaded two-core CI machine took longer (BookAppointmentScreen and
// AppointmentsScreen timed out in the full unit run, passing alone; with 5 s a confirmation dialog
// still came too late on a machine running five other jobs). 10 s still fails a screen that never
// shows what is awaited; it only stops a slow machine from failing a working one.
configure({ asyncUtilTimeout: 10_000 });
