export * from './auth';
export * from './constants';
export * from './envelope';
export * from './rules';
export * from './system';
