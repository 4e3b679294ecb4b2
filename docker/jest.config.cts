module.exports = {
  displayName: 'docker',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../coverage/docker',
};
