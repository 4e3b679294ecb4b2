#!/usr/bin/env node
// Sums the jest results every project wrote to tmp/test-results/ and prints the plain
// `N passed, N failed` line CI reads.
// Usage: summarize-tests.mjs <exit status of the test run> [name=<exit status> ...]
// A failed run whose failure no project reported (a build or a crash) counts as one failure,
// and so does each named check (lint, format) that failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), 'tmp', 'test-results');
const runStatus = Number(process.argv[2] ?? 0);
const checks = process.argv.slice(3).map((arg) => arg.split('='));
let passed = 0;
let failed = 0;

for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const result = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  // A suite that failed to run (syntax error, failing hook) has no failed tests of its own.
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  console.log(
    `${file.replace(/\.json$/, '')}: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${result.numRuntimeErrorTestSuites} suites did not run`,
  );
  for (const failure of result.failures ?? []) console.log(`  failed: ${failure}`);
}
if (runStatus !== 0 && failed === 0) {
  console.log(`the test run exited with status ${runStatus} without a failing test: counted as one failure`);
  failed = 1;
}
for (const [name, status] of checks.filter(([, status]) => Number(status) !== 0)) {
  console.log(`${name} failed (exit status ${status})`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
