import { test as base, expect } from "@playwright/test";

/**
 * The `test` of every journey: Playwright's, plus a check that the page met no Content-Security-Policy
 * violation (the server's CSP is strict: no inline script or style, nothing from another origin). A
 * violation fails the journey that caused it even when the screen still looks right.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Init scripts run through the DevTools protocol, outside the page's CSP.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on("console", (message) => {
        if (/Content Security Policy|CSP violation/i.test(message.text())) {
          violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
