// '@dtp/shared-ui/lists': the back office's list toolkit — the list screen (heading, filters, table and
// CSV from one column list), list state in the URL, CSV export,
// a date-and-time formatter, the back office's icons, the lists inside its forms (editable rows,
// an email-address list), and the season picker of the screens of one season ('?saison=2022'; it reads
// the seasons from '@dtp/api-client/back-office'). A shared singleton of its own, so a tester never downloads it.
export { useListState } from './lists/use-list-state';
export type { ListState, SortDirection } from './lists/use-list-state';
export { filterRows } from './lists/filter-rows';
export type { RowFilterSpec } from './lists/filter-rows';
export { toCsv, downloadCsv } from './lists/csv';
export { CsvExportButton } from './lists/csv-export-button';
export { NewLink } from './lists/new-link';
export { csvColumns, ListCheckbox, ListScreen, ListSearch, ListSelect, positionListColumn, rowActionsColumn, tableColumns } from './lists/list-screen';
export type { ListColumn, ListScreenProps, ListTexts } from './lists/list-screen';
export type { CsvExportButtonProps } from './lists/csv-export-button';
export type { CsvColumn } from './lists/csv';
export { formatDateTime } from './lists/format-date-time';
export { FieldRows } from './lists/field-rows';
export type { FieldRowsProps, FieldRowsTexts } from './lists/field-rows';
export { EmailListField } from './lists/email-list-field';
export { EmailLinkField } from './lists/email-link-field';
export { DuplicateNameDialog, sameName } from './lists/duplicate-name-dialog';
export { EntityFormView, useEntityForm, useRecordForm } from './lists/entity-form';
export type { EntityForm, EntityFormOptions, EntityFormTexts, EntityFormViewProps, RecordForm, RecordFormOptions } from './lists/entity-form';
export type { DuplicateNameDialogProps } from './lists/duplicate-name-dialog';
export type { EmailLinkFieldProps } from './lists/email-link-field';
export type { EmailListFieldProps } from './lists/email-list-field';
export { BinIcon, FemaleIcon, MailIcon, MaleIcon, PlusIcon } from './lists/list-icons';
export { SHARED_UI_PACKAGE } from './shared-instance';
export { SeasonNotice, SeasonPicker, useSeasonCall, useShownSeason } from './lists/season-picker';
export type { ShownSeason } from './lists/season-picker';
