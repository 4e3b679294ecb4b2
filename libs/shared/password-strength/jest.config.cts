module.exports = {
  displayName: 'shared-password-strength',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/shared/password-strength',
};
