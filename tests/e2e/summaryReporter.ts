import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The e2e summary issue 13 asks for: how many journeys ran and failed, how many axe checks,
 * XSS payloads and the fields they were planted in, and faults injected. Tests say what they
 * did through annotations: 'axe' (expectNoAxeViolations), 'xss' ("N payloads in M fields"),
 * 'fault' (one per fault injected).
 */
export default class SummaryReporter implements Reporter {
  private journeys = 0;
  private failed = 0;
  private axe = 0;
  private faults = 0;
  private xss = { payloads: 0, fields: 0 };

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    // A retried test counts once, by its last result.
    if (result.retry < test.retries && result.status !== 'passed') return;
    this.journeys += 1;
    if (result.status !== 'passed') this.failed += 1;
    for (const note of result.annotations) {
      if (note.type === 'axe') this.axe += 1;
      if (note.type === 'fault') this.faults += 1;
      if (note.type === 'xss') {
        const [payloads = 0, fields = 0] = note.description?.match(/\d+/g)?.map(Number) ?? [];
        this.xss.payloads = Math.max(this.xss.payloads, payloads);
        this.xss.fields = Math.max(this.xss.fields, fields);
      }
    }
  }

  onEnd(_result: FullResult) {
    console.log(
      `e2e summary: ${this.journeys} journeys (${this.failed} failed), ${this.axe} axe checks, ` +
        `${this.xss.payloads} XSS payloads planted in ${this.xss.fields} fields, ` +
        `${this.faults} faults injected`,
    );
  }

  printsToStdio() {
    return false;
  }
}
