import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Tests that leave the gateway unreachable on purpose (they assert the 502) would print the
 * server's "[zarinpal] … unreachable" log line on every call. This hides exactly that line for
 * the file that calls it; any other console.error still prints.
 */
export function quietUnreachableGateway(): void {
  beforeEach(() => {
    const print = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && /^\[zarinpal\] \S+ unreachable$/.test(args[0])) return;
      print(...args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
  });
}
