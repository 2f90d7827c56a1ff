import * as core from '../index';
import * as lists from '../lists';

test("the list toolkit is an entry point of its own: the core entry (a tester's first screen) carries none of it", () => {
  const shared = Object.keys(lists).filter((name) => name in core && name !== 'SHARED_UI_PACKAGE');
  expect(shared).toEqual([]);
  expect(Object.keys(lists).sort()).toEqual(
    ['BinIcon', 'CsvExportButton', 'ListCheckbox', 'ListScreen', 'ListSearch', 'ListSelect', 'csvColumns', 'positionListColumn', 'rowActionsColumn', 'tableColumns', 'DuplicateNameDialog', 'EmailLinkField', 'EmailListField', 'EntityFormView', 'FieldRows', 'FemaleIcon', 'MailIcon', 'MaleIcon', 'NewLink', 'PlusIcon', 'SHARED_UI_PACKAGE', 'downloadCsv', 'filterRows', 'sameName', 'formatDateTime', 'toCsv', 'useEntityForm', 'useListState', 'useRecordForm', 'SeasonNotice', 'SeasonPicker', 'useSeasonCall', 'useShownSeason'].sort(),
  );
});
