import { berlinDay } from '../rules/reminder-occasions';
import { STATE_VERSION, type DomainState } from '../state';

/**
 * What an empty database gets when the demo season is not wanted (production, `DEMO_SEED=0`): no people, clubs
 * or mails, no season (the first admin creates it: docs/operations.md §7), only the settings row.
 */
export function emptyPlatformState(now: Date): DomainState {
  const seasonYear = Number(berlinDay(now.getTime()).slice(0, 4));
  return {
    version: STATE_VERSION,
    scale: 0,
    seasonYear,
    seasons: [],
    settings: { showTesterFeedback: true },
    admin: { platformName: 'Digitale Test-Plattform', databaseUrl: '', databaseUsername: '' },
    users: [],
    sheets: [],
    clubs: [],
    waves: [],
    panels: [],
    testings: [],
    attachments: [],
    emails: [],
    history: [],
    questionnaireDefinitions: [],
    questionnaires: [],
    clubLinks: [],
    accessRecords: [],
    findings: [],
    nextId: 1,
  };
}
