// Writes each jest project's totals to tmp/test-results/<project>.json, which
// tools/ci/summarize-tests.mjs sums into the one line CI reads.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

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
    writeFileSync(
      join(dir, `${project}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numRuntimeErrorTestSuites, numTotalTests }),
    );
  }
}

module.exports = ResultsReporter;
