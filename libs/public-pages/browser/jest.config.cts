module.exports = {
  displayName: 'public-pages-browser',
  preset: '../../../jest.preset.js',
  // jsdom with Node's fetch, which the API's test stand-in (msw) answers.
  testEnvironment: 'jest-fixed-jsdom',
  coverageDirectory: '../../../coverage/libs/public-pages/browser',
};
