import type { Browser, BrowserContext, ConsoleMessage } from '@playwright/test';

/** A console message or page error a test expects, e.g. the browser's own log line for a 404 it provokes. */
export type ExpectedConsole = { text: RegExp; url?: RegExp };

type Allowance = ExpectedConsole & { seen: number };

/**
 * Collects every console error and warning and every uncaught page error of the contexts a test
 * uses (its own and any it opens with `browser.newContext`). Allowed messages must match both the
 * text and, when given, the URL the browser reports them at, and each allowance must be used.
 */
export class ConsoleGuard {
  private readonly problems: string[] = [];
  private readonly allowances: Allowance[] = [];

  allow(expected: ExpectedConsole): void {
    this.allowances.push({ ...expected, seen: 0 });
  }

  watch(context: BrowserContext): void {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.record(`page error: ${error.error().message}`, ''));
  }

  /** Watches every context the test opens on the shared browser until the returned function is called. */
  watchNewContexts(browser: Browser): () => void {
    const original = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await original(...args);
      this.watch(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  /** What went wrong: unexpected messages, then allowances that never matched. */
  report(): string[] {
    const unused = this.allowances
      .filter((allowance) => allowance.seen === 0)
      .map((allowance) => `expected console message never came: ${allowance.text}`);
    return [...this.problems, ...unused];
  }

  private onConsole(message: ConsoleMessage): void {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    this.record(`console ${type}: ${message.text()}`, message.location().url);
  }

  private record(text: string, url: string): void {
    const allowance = this.allowances.find(
      (candidate) => candidate.text.test(text) && (!candidate.url || candidate.url.test(url)),
    );
    if (allowance) allowance.seen += 1;
    else this.problems.push(url ? `${text} (at ${url})` : text);
  }
}
