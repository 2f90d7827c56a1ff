import { datasheetCalls } from '@dtp/contract/calls/shell-and-tester';
import { fullName } from '@dtp/contract/common';
import { pathFor } from './call-client';

// The first screen's heading painted early (decision 0020): the recipe a screen hands over, and the painted heading
// as the app's skeletons read it. A fresh module per test: forgetting is for the page's life.
type Module = typeof import('./early-heading');
let early: Module;
beforeEach(() => {
  delete window.dtpEarlyHeading;
  jest.isolateModules(() => {
    early = jest.requireActual<Module>('./early-heading');
  });
});

describe('headingParts: a text function of the screen, as the recipe’s pieces', () => {
  test('the data sheet’s title and the person’s name', () => {
    expect(early.headingParts((year: number) => `Testerdatenblatt ${year}`, ['dataSheet', 'year'])).toEqual(['Testerdatenblatt ', ['dataSheet', 'year']]);
    expect(early.headingParts((firstName: string, lastName: string) => fullName({ firstName, lastName }), ['a', 'first'], ['a', 'last'])).toEqual([['a', 'first'], ' ', ['a', 'last']]);
  });

  test('values in any order, text around and between them', () => {
    expect(early.headingParts((x: string, y: string) => `${y}: ${x}!`, ['x'], ['y'])).toEqual([['y'], ': ', ['x'], '!']);
    expect(early.headingParts(() => 'Ihre Tests')).toEqual(['Ihre Tests']);
  });
});

test('a screen’s recipe goes to the recorder the shell registered; without one it is dropped', () => {
  const recipe = { call: pathFor(datasheetCalls.own), headings: [{ title: ['Testerdatenblatt'] }] };
  expect(() => early.rememberEarlyHeading(recipe)).not.toThrow();
  const recorder = jest.fn();
  early.setEarlyHeadingRecorder(recorder);
  early.rememberEarlyHeading(recipe);
  expect(recorder).toHaveBeenCalledWith(recipe);
});

describe('earlyHeadingAt', () => {
  const heading = { path: '/datasheet', title: 'Testerdatenblatt 2026', subtitle: 'Erika Mustermann' };

  test('the heading painted for this address; none for another, none before one was painted', () => {
    expect(early.earlyHeadingAt('/datasheet')).toBeNull();
    window.dtpEarlyHeading = { settled: Promise.resolve(), heading: null };
    expect(early.earlyHeadingAt('/datasheet')).toBeNull();
    window.dtpEarlyHeading.heading = heading;
    expect(early.earlyHeadingAt('/datasheet')).toEqual(heading);
    expect(early.earlyHeadingAt('/tests')).toBeNull();
  });

  test('let go at the first navigation: a later visit of the page shows fresh data', () => {
    window.dtpEarlyHeading = { settled: Promise.resolve(), heading };
    early.forgetEarlyHeading();
    expect(early.earlyHeadingAt('/datasheet')).toBeNull();
  });
});
