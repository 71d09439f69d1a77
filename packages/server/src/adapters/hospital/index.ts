import type { AppContext } from '../../context';
import type { HospitalInformationSystem } from './port';
import { SimulatedHospital } from './simulated';

export * from './port';
export { SimulatedHospital } from './simulated';

const adapters = new WeakMap<AppContext, HospitalInformationSystem>();

/**
 * Puts another hospital information system behind a context (a real hospital's API, or a stub in
 * a test) before the app is built. Without one, the simulated hospital on the context's database
 * answers.
 */
export function useHospital(context: AppContext, his: HospitalInformationSystem): void {
  adapters.set(context, his);
}

export function hospitalFor(context: AppContext): HospitalInformationSystem {
  let his = adapters.get(context);
  if (!his) {
    his = new SimulatedHospital(context.db, context.clock);
    adapters.set(context, his);
  }
  return his;
}
