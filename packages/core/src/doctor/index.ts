export { runDoctor, type DoctorRequest } from './doctor.js';
export { STALE_AFTER_MS } from './live.js';
export type * from './types.js';
