// Screens under test wait for the API stand-in and for React; on a loaded 2-core CI machine that
// can take longer than testing-library's default of one second for `findBy…` and `waitFor`.
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
