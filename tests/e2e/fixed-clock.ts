import { vi } from 'vitest';

// E2E_NOW=<ISO instant> starts the test process's clock at that instant, running on from there.
// The server and its demo seed run in this process, so "today", "this week" and "this month"
// are those of E2E_NOW: how the tests that read dated demo rows are tried at the start of a
// Persian week or month (decisions, 28 Nov). The browser keeps the machine's clock.
const at = process.env.E2E_NOW;
if (at) {
  if (Number.isNaN(Date.parse(at))) throw new Error(`E2E_NOW is not an instant: ${at}`);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at), shouldAdvanceTime: true });
}
