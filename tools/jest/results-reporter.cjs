// Writes each jest project's totals, and what failed, to tmp/test-results/<project>.json, which
// tools/ci/summarize-tests.mjs sums into the one line CI reads (after naming the failures: the end
// of a CI log is the part that is always shown).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const { stripVTControlCharacters } = require('node:util');

/** The first line that says something, without terminal colours. */
function firstLine(message) {
  const lines = stripVTControlCharacters(message ?? '').split('\n');
  return (lines.map((line) => line.trim()).find((line) => line && !line.startsWith('●')) ?? '').slice(0, 300);
}

class ResultsReporter {
  onRunComplete(testContexts, results) {
    // Projects without tests yet (passWithNoTests) have nothing to report.
    if (results.numTotalTests === 0 && results.numRuntimeErrorTestSuites === 0) return;
    const [context] = [...testContexts];
    const displayName = context?.config.displayName;
    const project = (typeof displayName === 'string' ? displayName : displayName?.name) ?? 'unknown';
    const dir = join(__dirname, '../../tmp/test-results');
    mkdirSync(dir, { recursive: true });
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites, numTotalTests } = results;
    const failures = results.testResults.flatMap((suite) => {
      const file = relative(process.cwd(), suite.testFilePath);
      const tests = suite.testResults
        .filter(({ status }) => status === 'failed')
        .map((test) => `${file} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`);
      // A suite that failed outside its tests (a hook, a crash) says so in its own message.
      return tests.length > 0 || !suite.failureMessage ? tests : [`${file}: ${firstLine(suite.failureMessage)}`];
    });
    writeFileSync(
      join(dir, `${project}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numRuntimeErrorTestSuites, numTotalTests, failures }),
    );
  }
}

module.exports = ResultsReporter;
