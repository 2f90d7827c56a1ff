import { testingsApi } from '../resources/testings';
import { setTransport } from '../client/client';
import { useConfigStore } from '../config/config-store';
import { testsApi } from '../resources/tests';
import { travelApi } from '../resources/travel';
import { useAuthStore } from '../stores/auth-store';
import { testConfig } from '../../test-support/test-config';
import { resetReportedGaps } from '@dtp/contract/derived';

/** A test as a server that follows the spec answers it: none of the fields the spec does not name. */
const specTest = {
  id: 7,
  date: '2023-06-14',
  teeTime: '09:30',
  noStartingTimes: false,
  showNotYetReadyHint: false,
  showTestDoneHint: false,
  testerFeedbackCmc: null,
  testerFirstName: 'Max',
  testerLastName: 'Mustermann',
  weeks: 'KW 24–26',
  startDate: '2023-06-12',
  endDate: '2023-06-30',
  year: 2023,
  premiumTest: false,
  showSetTeeTime: true,
  showTestLink: true,
  showTesterFeedback: false,
  club: { id: 3, name: 'Golfclub Beispiel' },
};

const answering = (data: unknown) => setTransport(async () => ({ status: 200, data, statusText: 'OK' }));

beforeEach(() => {
  resetReportedGaps();
  useConfigStore.getState().setConfig(testConfig('http'));
  useAuthStore.getState().signIn({ userId: 'u-tester', username: 'tester', fullName: 'Max Mustermann', email: 'max@example.de', roles: ['dtp-tester'], token: 't' });
});
afterEach(() => setTransport(null));

test('fields the spec does not define are derived, and each gap is logged once', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  answering(specTest);
  const test = await testsApi.load(7);
  expect(test).toMatchObject({ progress: 'TEE_TIME', progressLabel: 'Tee-Time vereinbart', club: { id: 3, name: 'Golfclub Beispiel', city: '' } });
  await testsApi.load(7);
  const gaps = info.mock.calls.map(([message]) => String(message));
  expect(gaps.filter((m) => m.includes('test.progress '))).toHaveLength(1);
  expect(gaps.some((m) => m.includes('club.city'))).toBe(true);
  info.mockRestore();
});

test('a field the spec defines stays strict: without it the answer is refused', async () => {
  const { showSetTeeTime: _dropped, ...withoutSpecField } = specTest;
  answering(withoutSpecField);
  await expect(testsApi.load(7)).rejects.toMatchObject({ error: 'Ungültige Antwort des Servers.' });
});

test("a claim's progress is derived from the flags the spec defines; a receipt without a name gets one", async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  answering({
    id: 7,
    iban: '',
    bank: '',
    greenfee: 80,
    distance: 100,
    restaurant: null,
    misc: null,
    comment: '',
    readonly: false,
    showSendButton: true,
    showReleaseButton: true,
    showTravelSubmittedHint: true,
    showTravelReleasedHint: false,
    showTravelReleasedHintForManager: false,
    bankDataAlreadyDeleted: false,
    club: { id: 3, name: 'Golfclub Beispiel' },
    wave: 2,
    weeks: 'KW 24–26',
  });
  await expect(travelApi.load(7)).resolves.toMatchObject({ progress: 'SUBMITTED', progressLabel: 'Eingereicht', date: null, testerFirstName: '' });
  answering([{ attachmentId: 4, deleted: false }]);
  await expect(travelApi.attachments(7)).resolves.toEqual([{ attachmentId: 4, deleted: false, fileName: 'Beleg 4', contentType: '', size: 0 }]);
});

test('an available tester without the two marks (not in the spec) reads as not marked', async () => {
  const { availableTesters } = testingsApi;
  useAuthStore.getState().signIn({ userId: 'u-manager', username: 'manager', fullName: 'M', email: 'm@example.de', roles: ['dtp-manager'], token: 't' });
  answering([{ id: 'u-1', salutation: 'MR', lastName: 'Muster', firstName: 'Max', handicap: 12.5, distance: 40, progressMessage: 'Freigegeben', availableWaves: [1] }]);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const [tester] = await availableTesters(1);
  expect(tester).toMatchObject({ formerMemberUntil: null, testedClubIn: null });
  expect(info).toHaveBeenCalledWith(expect.stringContaining('available tester.formerMemberUntil is missing'));
  info.mockRestore();
});

test("a testing without 'assignmentOpen' (not in the spec) derives it from its progress", async () => {
  const { load } = testingsApi;
  useAuthStore.getState().signIn({ userId: 'u-manager', username: 'manager', fullName: 'M', email: 'm@example.de', roles: ['dtp-manager'], token: 't' });
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const specTesting = (progress: string) => ({
    id: 7,
    version: 1,
    club: 'Golfclub Beispiel',
    clubId: 3,
    panelId: 2,
    tester: 'Max Mustermann',
    assignedTesterId: 'u-1',
    userId: 'u-1',
    testerFirstName: 'Max',
    testerLastName: 'Mustermann',
    progress,
    progressLabel: '',
    allowedProgress: [progress],
    wave: { id: 1, number: 2, year: 2023, weeks: 'KW 24–26', start: '2023-06-12', end: '2023-06-30' },
    noStartingTimes: false,
    date: null,
    teeTime: null,
    premiumTest: false,
    testerFeedbackCmc: null,
    testerFeedbackClub: null,
    showAvailableTesters: false,
    showTesterFeedback: false,
    city: '',
    street: '',
    zip: '',
  });
  answering(specTesting('TEE_TIME'));
  await expect(load(7)).resolves.toMatchObject({ assignmentOpen: true });
  answering(specTesting('DONE'));
  await expect(load(7)).resolves.toMatchObject({ assignmentOpen: false });
  expect(info).toHaveBeenCalledWith(expect.stringContaining('testing.assignmentOpen is missing'));
  info.mockRestore();
});
