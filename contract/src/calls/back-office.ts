// The back office's calls (spec: back-office.md section 7), one module per area, shared in
// '@dtp/api-client/back-office'. The route table imports single areas (a tester's first screen holds the
// rows of the back-office screens' first calls, not the whole table).
export * from './back-office/admin';
export * from './back-office/waves';
export * from './back-office/seasons';
export * from './back-office/panels';
export * from './back-office/overview';
export * from './back-office/users';
export * from './back-office/testings';
export * from './back-office/emails';
export * from './back-office/history';
export * from './back-office/questionnaires';
export * from './back-office/results';
export * from './back-office/imports';
export * from './back-office/measures';
