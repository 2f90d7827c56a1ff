import { editorTexts as t } from './editor-texts';

test('the frozen notice says how many questionnaires keep the version, singular and plural, and which version the changes become', () => {
  expect(t.frozen(1, 3)).toBe('1 Fragebogen ist auf Version 3 gespeichert; Ihre Änderungen werden Version 4.');
  expect(t.frozen(12, 3)).toBe('12 Fragebögen sind auf Version 3 gespeichert; Ihre Änderungen werden Version 4.');
  expect(t.issues(1)).toBe('Der Fragebogen hat noch einen Fehler.');
  expect(t.issues(4)).toBe('Der Fragebogen hat noch 4 Fehler.');
});
