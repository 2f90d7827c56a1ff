/**
 * The subjects the development identity service (idp/src/accounts.mjs) and the in-browser demo's tokens give the demo
 * accounts: random UUIDs, as Keycloak issues them (issue 57). The seed links its demo people to them
 * (`UserRow.account`), so no code path can take a subject for a record's id. A test keeps idp/src/accounts.mjs equal.
 */
export const DEMO_ACCOUNT_SUBJECTS = {
  admin: 'dba53f11-0821-4ea1-89e2-25a3759432dd',
  manager: '7070d9b3-bebc-479e-8e4e-a1756e107f60',
  tester: '2d099e4a-96be-4ac9-b9aa-98a3f9794a9f',
  tester2: '287e2a33-b5c7-402f-b2b7-74891fd399fb',
  tester3: '3a1c39b3-cf88-48d5-9193-e652081e2822',
  neu: 'a290b79a-0af9-49cf-b02b-fe7a00cebe12',
  ohnerolle: '6adb4a94-b881-4b8d-aa03-bceb7fae8119',
} as const;
