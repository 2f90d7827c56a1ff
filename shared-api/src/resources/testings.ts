import { call } from '../client/client';
import {
  AvailableTesterListSchema,
  TestingListSchema,
  TestingSchema,
  type AvailableTester,
  type Testing,
  type TestingInput,
} from '../contract/testing';
import { seg } from './path';

/** GET /testing/wave/{waveId}. */
export function ofWave(waveId: number): Promise<Testing[]> {
  return call({ name: 'Tests der Welle laden', method: 'GET', path: `/testing/wave/${seg(waveId)}`, schema: TestingListSchema });
}

/** GET /testing/{id}. */
export function load(id: number): Promise<Testing> {
  return call({ name: 'Test laden', method: 'GET', path: `/testing/${seg(id)}`, schema: TestingSchema });
}

/** GET /testing/availableTesters/{id}. */
export function availableTesters(id: number): Promise<AvailableTester[]> {
  return call({
    name: 'Verfügbare Tester laden',
    method: 'GET',
    path: `/testing/availableTesters/${seg(id)}`,
    schema: AvailableTesterListSchema,
  });
}

/** POST /testing: status, noStartingTimes, date, tee time. */
export function save(body: TestingInput): Promise<Testing> {
  return call({ name: 'Test speichern', method: 'POST', path: '/testing', body, schema: TestingSchema, success: true });
}

/** POST /testing/assign; userId null clears the assignment. */
export function assign(testingId: number, userId: string | null): Promise<Testing> {
  return call({
    name: 'Tester einteilen',
    method: 'POST',
    path: '/testing/assign',
    body: { testingId, userId },
    schema: TestingSchema,
    success: true,
  });
}

/** POST /testing/feedback/resetcmc/{testingId}. */
export function resetCmcFeedback(testingId: number): Promise<Testing> {
  return call({
    name: 'CMC-Feedback zurücksetzen',
    method: 'POST',
    path: `/testing/feedback/resetcmc/${seg(testingId)}`,
    schema: TestingSchema,
    success: true,
  });
}

/** POST /testing/feedback/resetclub/{testingId}. */
export function resetClubFeedback(testingId: number): Promise<Testing> {
  return call({
    name: 'Club-Feedback zurücksetzen',
    method: 'POST',
    path: `/testing/feedback/resetclub/${seg(testingId)}`,
    schema: TestingSchema,
    success: true,
  });
}
