import { afterEach, beforeEach, vi } from 'vitest';

/** A stray console.error fails the test (CONTRIBUTING.md, "Tests per layer"). */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
});
