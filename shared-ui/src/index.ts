// The public surface of shared-ui: a federation singleton shared by shell and remotes.
// What nearly every screen needs lives here; rarer, heavier pieces have their own entry
// points (package.json "exports": travel-claim, data-views), so a screen downloads only those it imports.
export * from './primitives';
export * from './router';
// The platform's route table: paths, role gates, screens, first calls; and the href builders.
export * from './routing/paths';
export { UiProvider } from './theme/ui-provider';
export { designSystem } from './theme/system';
export { startStandalone } from './shell-support/standalone-app';
export type { ScreenManifest, StandalonePage } from './shell-support/standalone-app';

// Validation: the German rule set of spec section 5 and the form schemas built from it.
export { validationMessages } from './validation/messages';
export {
  formRule,
  formRules,
  required,
  isFilled,
  email,
  minLength,
  maxLength,
  exactLength,
  maxValue,
  minValue,
  numeric,
  unique,
  url,
  year,
  birthYear,
  date,
  time,
  handicap,
  twoDecimals,
  integer,
  firstError,
} from './validation/rules';
export type { Rule } from './validation/rules';
export { textValue, checkboxValue, coordinateValue } from './validation/fields';
export type { TextValueSchema } from './validation/fields';
export * as v from './validation/valibot';
export type { GenericSchema, InferInput, InferOutput } from './validation/valibot';
export {
  testerBaseDataSchema,
  testerBaseDataLabels,
  salutationOptions,
  titleOptions,
} from './validation/tester-base-data';
export type { TesterBaseDataInput, TesterBaseDataValues } from './validation/tester-base-data';
export { teeTimeSchema, teeTimeLabels } from './validation/tee-time';
export type { TeeTimeInput, TeeTimeValues } from './validation/tee-time';

// The person form parts of the data sheet (mf-tester) and the tester detail (mf-backoffice).
export { FormSection } from './person-form/form-section';
export { PersonBaseDataFields } from './person-form/person-base-data-fields';
export type { PersonBaseDataFieldsProps } from './person-form/person-base-data-fields';
export { tabOfField } from './components/tab-of-field';
export { AddressFields } from './person-form/address-fields';
export type { AddressFieldsProps } from './person-form/address-fields';
export { PersonGolfFields } from './person-form/person-golf-fields';
export { PersonHomeClubFields } from './person-form/person-home-club-fields';
export { ClubPicker } from './person-form/club-picker';
export type { ClubPickerProps } from './person-form/club-picker';
export { personValuesOf, personInputOf, personTabFields } from './person-form/person-form-values';
export type { PersonFields, PersonFormValues } from './person-form/person-form-values';
export { personFormTexts } from './person-form/person-form-texts';

// Formatting (German): dates, calendar weeks, euro amounts, numbers, percentages.
export { formatDate, parseGermanDate, isGermanDate, germanDateToIso, isoToGermanDate } from './format/date';
export { isoWeek, formatCalendarWeek } from './format/week';
export { formatEuro, parseGermanCurrency, formatCurrencyInput } from './format/currency';
export { parseGermanNumber, formatGermanDecimal, germanNumberText } from './format/number';
export { formatPercent, roundPercent } from './format/percent';

// Form fields bound to react-hook-form, and the form itself.
export { useValibotForm, validationModes } from './form/use-valibot-form';
export { useSubmit } from './form/use-submit';
export { SubmitButton } from './form/submit-button';
export { DRAFT_TEXTS, useFormDraft } from './form/form-draft';
export type { FormDraft, FormDraftOptions } from './form/form-draft';
export type { SubmitButtonProps } from './form/submit-button';
export { useAction } from './hooks/use-action';
export { useAfterFirstPaint, useAfterPaintOf } from './hooks/use-after-first-paint';
export { useBlobUrl } from './hooks/use-blob-url';
export type { BlobUrl } from './hooks/use-blob-url';
export { useHere } from './hooks/use-here';
export { useTimedMessage } from './hooks/use-timed-message';
export type { TimedMessage } from './hooks/use-timed-message';
export type { Action } from './hooks/use-action';
export type { Submit, SubmitOptions } from './form/use-submit';
export { Form } from './form/form';
export type { FormProps } from './form/form';
export { useFormReadOnly } from './form/read-only-context';
export { FieldFrame } from './form/field-frame';
export type { FieldFrameProps, ControlWiring } from './form/field-frame';
export type { BoundFieldProps } from './form/use-form-field';
export { TextField } from './form/text-field';
export type { TextFieldProps } from './form/text-field';
export { TextareaField } from './form/textarea-field';
export type { TextareaFieldProps } from './form/textarea-field';
export { SelectField } from './form/select-field';
export type { SelectFieldProps, SelectOption } from './form/select-field';
export { labelOptions } from './form/label-options';
export { CheckboxField } from './form/checkbox-field';
export { RadioGroup } from './form/radio-group';
export type { RadioGroupProps } from './form/radio-group';
export { RadioGroupField } from './form/radio-group-field';
export type { RadioGroupFieldProps } from './form/radio-group-field';
export { RadioOption } from './form/radio-option';
export type { RadioOptionProps } from './form/radio-option';
export { NumberField } from './form/number-field';
export type { NumberFieldProps } from './form/number-field';
export { DateField } from './form/date-field';
export { TimeField } from './form/time-field';
export { CurrencyField } from './form/currency-field';
export { formatIbanGroups, normalizeCurrency, normalizeGermanDate, normalizeTime } from './form/normalize';
// react-hook-form pieces screens need beside the fields (apps never import it directly).
export { Controller, FormProvider, useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
export type { Control, FieldPath, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

// Building blocks (spec 'Shared interface elements').
export { ErrorBadge, SuccessBadge } from './components/status-badges';
export type { ErrorBadgeProps } from './components/status-badges';
export { Notice } from './components/notice';
export { LOAD_FAILURE_TEXTS, LoadFailure, retryableLazy } from './components/load-failure';
export type { NoticeProps, NoticeStatus } from './components/notice';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { Tooltip } from './components/tooltip';
export type { TooltipProps } from './components/tooltip';
export { PageHeading } from './components/page-heading';
export { SectionCard } from './components/section-card';
export type { SectionCardProps } from './components/section-card';
export { PersonalDataSection } from './components/personal-data-section';
export type { PersonalDataSectionProps } from './components/personal-data-section';
export type { PageHeadingProps } from './components/page-heading';
export { FormDialog } from './components/form-dialog';
export type { FormDialogProps } from './components/form-dialog';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { InfoDialog } from './components/info-dialog';
export type { InfoDialogProps } from './components/info-dialog';
export { TabNav, TAB_REFUSED_MESSAGE } from './components/tab-nav';
export type { TabNavProps, TabItem } from './components/tab-nav';
export { DataTable, orderRows } from './components/data-table';
export type { DataTableColumn, DataTableProps } from './components/data-table';
export { TableActions, TableActionButton, tableActionProps, CellSubline } from './components/table-actions';
export type { TableActionButtonProps, TableActionPalette } from './components/table-actions';
export { nextSortDirection, sortRows, compareSortValues } from './components/sort';
export type { SortDirection, SortState, SortValue } from './components/sort';
export { matchesSearch } from './components/search';
export { countLine, formatCount } from './components/count-line';
export { LoadedScreen } from './components/loaded-screen';
export type { LoadedScreenProps } from './components/loaded-screen';
export { positionColumn } from './components/number-rows';
export { FilterBar, FilterSelect, FilterCheckbox, FilterSearch } from './components/filter-bar';
export type { FilterBarProps, FilterSelectProps, FilterCheckboxProps, FilterSearchProps } from './components/filter-bar';
export { ArrowLeftIcon, ChevronDownIcon, DownloadIcon, FileIcon, SearchIcon, SortAscIcon, SortDescIcon, SortNoneIcon } from './components/icons';
export { saveFile } from './components/save-file';
export { ReachContact } from './components/reach-contact';
export { RemoteError, RemoteSlot, remoteAreas } from './federation/remote-slot';
export { FormSkeleton, PageSkeleton, PageSkeletonWithHeading } from './federation/page-skeleton';
export type { RemoteSlotProps } from './federation/remote-slot';
export { useRemoteComponent } from './federation/use-remote-component';
export type { RemoteComponent } from './federation/use-remote-component';
export { RemoteBoundary } from './federation/remote-boundary';
export { SideDrawer } from './components/side-drawer';
export type { SideDrawerProps } from './components/side-drawer';
export { LeaveGuard, LEAVE_GUARD_TEXTS, reloadPage } from './form/leave-guard';
export type { LeaveGuardProps } from './form/leave-guard';
export { useLoad } from './hooks/use-load';
export { useCall } from './hooks/use-call';
export type { UseCallOptions } from './hooks/use-call';
export type { Loaded, LoadOptions } from './hooks/use-load';
export { useNavigateBack } from './hooks/use-navigate-back';
export { ActionMenu } from './components/action-menu';
export type { ActionMenuProps, ActionMenuItem } from './components/action-menu';
export { SHARED_UI_PACKAGE } from './shared-instance';
