import { pathOf, readOf, type Read } from '@dtp/contract/call-table';
import { overviewCalls } from '@dtp/contract/calls/back-office/overview';
import { wavesCalls } from '@dtp/contract/calls/back-office/waves';
import { questionnaireLoad } from '@dtp/contract/calls/questionnaire-load';
import { datasheetCalls, testsCalls, travelCalls } from '@dtp/contract/calls/shell-and-tester';

type RouteParams = Readonly<Record<string, string | undefined>>;

/** A numeric route parameter as its screen reads it (Number), or none: nothing is started for '/tests/test/abc'. */
const idsOf = (param: string | undefined): number[] => (param !== undefined && /^\d+$/.test(param) ? [Number(param)] : []);

/**
 * The calls a screen makes as soon as it shows, by name: a remote's route row names them (`firstReads` in its
 * rows, contract/src/pages/<remote>.json, issue 48), and the shell starts them from the route's parameters together with the screen's code
 * (prefetchRoute), so both travel side by side; the screen's own calls then take the answers. A name this api-client
 * does not know starts nothing: the screen makes its calls itself. They live in the main entry, whose chunk holds the
 * contract modules the rows build on.
 */
export const firstReads: Readonly<Record<string, (params: RouteParams) => Read[]>> = {
  'datasheet.own': () => [readOf(datasheetCalls.own), readOf(datasheetCalls.ownPlayables)],
  'datasheet.ofUser': ({ userId }) => (userId ? [readOf(datasheetCalls.ofUser, userId), readOf(datasheetCalls.playablesOfUser, userId)] : []),
  'datasheet.list': () => [readOf(datasheetCalls.list)],
  'tests.list': () => [readOf(testsCalls.list)],
  'tests.load': ({ testId }) => idsOf(testId).map((id) => readOf(testsCalls.load, id)),
  // By its address only: the questionnaire's row brings its schemas, which stay off the first screen.
  'questionnaire.load': ({ testId }) => idsOf(testId).map((id) => ({ method: 'GET', path: pathOf(questionnaireLoad, [id]) })),
  'travel.list': () => [readOf(travelCalls.list)],
  'travel.load': ({ travelId }) => idsOf(travelId).flatMap((id) => [readOf(travelCalls.load, id), readOf(travelCalls.attachments, id)]),
  'backOffice.dashboard': () => [readOf(overviewCalls.list), readOf(wavesCalls.weeks)],
  'backOffice.waves': () => [readOf(wavesCalls.list)],
};

/** The first reads a route names, from its parameters; none for an unknown name. */
export function firstReadsOf(name: string | undefined, params: RouteParams): Read[] {
  const reads = name === undefined ? undefined : firstReads[name];
  return reads ? reads(params) : [];
}
