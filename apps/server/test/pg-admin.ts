import { inject } from 'vitest';
import { decideServices, serviceUrls, type ServicesUp } from './services.js';

/** The PostgreSQL server the CI machine runs on loopback; suites also run there when it answers. */
export const PG_ADMIN_URL = serviceUrls().postgres;

let asked: Promise<ServicesUp> | null = null;
/**
 * Which services answer: the run's one answer from global-setup.ts; a process the test runner did not
 * start (a benchmark reusing the helper) asks for itself, once.
 */
export function servicesUp(): Promise<ServicesUp> {
  try {
    const provided = inject('services');
    if (provided) return Promise.resolve(provided);
  } catch {
    // Not inside a vitest worker.
  }
  asked ??= decideServices();
  return asked;
}

export const postgresReachable = async (): Promise<boolean> => (await servicesUp()).postgres;
