// Writes pass/fail counts to reports/<package>.jest.json so .ci/run can print one total.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options) {
    this.name = options.name;
  }
  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', 'reports');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${this.name}.jest.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      }),
    );
  }
}
module.exports = SummaryReporter;
