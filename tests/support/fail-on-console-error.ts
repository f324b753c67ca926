import { afterEach, vi } from "vitest";

/** A console.error during a test is a failure: it means something went wrong that nobody asserted. */
const errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length > 0) {
    const messages = errors.map((args) => args.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error durante o teste:\n${messages}`);
  }
});
