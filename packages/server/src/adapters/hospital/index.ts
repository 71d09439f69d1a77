export * from './port';
export { SimulatedHospital } from './simulated/index';
