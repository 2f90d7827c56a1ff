/**
 * The German validation messages of spec section 5, verbatim: the contract's (`fieldMessages` of
 * api-client's field rules), which the server's checks use too. `{field}` is the field's label as
 * the user sees it. Messages of rules the spec does not show use the default.
 */
export { fieldMessages as validationMessages } from '@dtp/api-client';
