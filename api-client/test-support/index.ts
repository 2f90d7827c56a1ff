// '@dtp/api-client/test-support': a valid runtime configuration for jest tests of every package. Test only: outside
// src/, never a browser bundle's shared module (scripts/build/webpack-app.cjs leaves it out); ESLint keeps production
// code away from it. The real client against the in-memory domain (setupDemo) is the domain's: @dtp/domain/test-support.
export { testConfig } from './test-config';
