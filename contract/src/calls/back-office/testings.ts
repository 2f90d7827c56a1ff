import { defineCalls } from '../../call-table';
import { testingChanged } from '../invalidations';
import { CmcFeedbackInputSchema } from '../../feedback-form';
import { AssignInputSchema, AvailableTesterListSchema, TestingInputSchema, TestingListSchema, TestingSchema } from '../../testing';

// The back office's calls of the testings of a wave (spec: back-office.md section 7).

export const testingsCalls = /*#__PURE__*/ defineCalls('testings', {
  ofWave: {
    method: 'GET',
    path: '/testing/wave/:waveId',
    name: 'Tests der Welle laden',
    access: 'staff',
    personalData: 'overview',
    params: { waveId: 'number' },
    output: TestingListSchema,
    statuses: [400, 403, 404],
  },
  load: { method: 'GET', path: '/testing/:id', name: 'Test laden', access: 'staff', personalData: 'person', recordsAccess: 'FEEDBACK', params: { id: 'number' }, output: TestingSchema, statuses: [400, 403, 404] },
  availableTesters: {
    method: 'GET',
    path: '/testing/availableTesters/:id',
    name: 'Verfügbare Tester laden',
    access: 'staff',
    personalData: 'overview',
    params: { id: 'number' },
    output: AvailableTesterListSchema,
    statuses: [400, 403, 404],
  },
  /** Status, noStartingTimes, date, tee time. */
  save: {
    method: 'POST',
    path: '/testing',
    name: 'Test speichern',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    input: TestingInputSchema,
    output: TestingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: testingChanged,
  },
  /** userId null clears the assignment. */
  assign: {
    method: 'POST',
    path: '/testing/assign',
    name: 'Tester einteilen',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    input: AssignInputSchema,
    output: TestingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: [...testingChanged, 'testings.availableTesters', 'users.executedTests', 'travel.list'],
  },
  /** CMC's rating of the tester (issue 44): once the test is in (409 before); saved again until a reset empties it. */
  saveCmcFeedback: {
    method: 'POST',
    path: '/testing/feedback/cmc/:id',
    name: 'CMC-Feedback speichern',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    params: { id: 'number' },
    input: CmcFeedbackInputSchema,
    output: TestingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: testingChanged,
  },
  resetCmcFeedback: {
    method: 'POST',
    path: '/testing/feedback/resetcmc/:id',
    name: 'CMC-Feedback zurücksetzen',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    params: { id: 'number' },
    output: TestingSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: testingChanged,
  },
  resetClubFeedback: {
    method: 'POST',
    path: '/testing/feedback/resetclub/:id',
    name: 'Club-Feedback zurücksetzen',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'FEEDBACK',
    params: { id: 'number' },
    output: TestingSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: testingChanged,
  },
});
