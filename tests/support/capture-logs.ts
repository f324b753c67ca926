/**
 * For tests that provoke an error on purpose: what the app writes to console.error while `fn` runs is
 * kept and returned instead of failing the test (tests/support/fail-on-console-error.ts).
 */
import { vi } from "vitest";

export async function captureErrorLogs<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  // The setup file already spies on console.error: this is the same spy, its behaviour swapped for a while.
  const spy = vi.spyOn(console, "error");
  const previous = spy.getMockImplementation();
  const lines: string[] = [];
  spy.mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  });
  try {
    return { result: await fn(), lines };
  } finally {
    if (previous) spy.mockImplementation(previous);
    else spy.mockRestore();
  }
}
