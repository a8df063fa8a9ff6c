/** Where Debian's Chromium is; global-setup.ts reads it without loading the harness (whose imports need a running test file). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
