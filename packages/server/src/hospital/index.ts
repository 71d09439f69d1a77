import type { AppContext } from '../context';
import type { HospitalInformationSystem } from './adapter';
import { BookingService } from './booking';
import { SimulatedHospital } from './simulated';

export * from './adapter';
export { BookingService, type Caller } from './booking';
export { SimulatedHospital } from './simulated';

const adapters = new WeakMap<AppContext, HospitalInformationSystem>();
const services = new WeakMap<AppContext, BookingService>();

/**
 * Puts another hospital information system behind a context (a real hospital's API, or a stub in
 * a test) before the app is built. Without one, the simulated hospital on the context's database
 * answers.
 */
export function useHospital(context: AppContext, his: HospitalInformationSystem): void {
  adapters.set(context, his);
  services.delete(context);
}

export function hospitalFor(context: AppContext): HospitalInformationSystem {
  let his = adapters.get(context);
  if (!his) {
    his = new SimulatedHospital(context.db, context.clock);
    adapters.set(context, his);
  }
  return his;
}

/** The booking service of a context: one per context, holding no per-user state. */
export function bookingFor(context: AppContext): BookingService {
  let service = services.get(context);
  if (!service) {
    service = new BookingService(context.db, hospitalFor(context), context.clock, context.audit);
    services.set(context, service);
  }
  return service;
}
