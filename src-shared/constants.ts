/**
 * Constants and limits that cross domains (spec 1 §9, DOMAIN.md §1). A domain's own limits and poll
 * intervals live beside its rules: orders/state-machine.ts (ORDER_POLL_MS), orders/files.ts,
 * orders/announcements.ts, tickets/rules.ts, store/media.ts.
 */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  notificationTextCut: 50,
  bellItems: 5,
  badgeCap: 99,
  homeActiveOrders: 8,
  homeStoreProducts: 8,
} as const;

/** Largest request body a JSON call may send; upload paths set their own limits. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const PASSWORD_RESET = {
  codeLength: 6,
  validSeconds: 10 * 60,
  resendAfterSeconds: 120,
  maxWrongTries: 5,
} as const;

/**
 * Failed logins (issue 14): counted per (username, client address) pair, so nobody can lock an
 * account from elsewhere. A pair's first `freeFailures` cost nothing; each later one doubles the
 * wait before the next try (2 s, 4 s, 8 s … at most the window). An address with
 * `maxFailuresPerAddress` failures over any usernames waits for the window. Failures on one
 * username from `burstAddresses` addresses are recorded for the admin as a burst.
 */
export const LOGIN_RATE_LIMIT = {
  windowSeconds: 15 * 60,
  freeFailures: 3,
  maxFailuresPerAddress: 30,
  burstAddresses: 10,
} as const;

/**
 * New accounts per client address in an hour (27 Nov security read: a script made 40 cafes in
 * 2.5 s, each in the public directory, each a 16 MB password hash). An internet cafe's customers
 * share one address, so the limit is generous; REGISTER_LIMIT_PER_ADDRESS changes it.
 */
export const REGISTER_RATE_LIMIT = { windowSeconds: 60 * 60, perAddress: 20 } as const;

/** Password reset requests (issue 14): per username, per phone and per client address, in an hour. */
export const PASSWORD_RESET_LIMITS = {
  windowSeconds: 60 * 60,
  requestsPerUsername: 6,
  requestsPerPhone: 6,
  requestsPerAddress: 20,
  /** Wrong codes (or codes for an unknown pair) one address may send in the window. */
  wrongCodesPerAddress: 20,
  /** Phone hints one address may ask for in the window. */
  hintsPerAddress: 60,
} as const;

export const SESSION = {
  tokenLifetimeSeconds: 7 * 24 * 60 * 60,
} as const;

/** Poll intervals in milliseconds (spec 1 §7, §9). */
export const POLL_MS = {
  notifications: 5_000,
  bellSync: 3_000,
  headerRefresh: 30_000,
} as const;

export const TOAST_MS = {
  default: 5_000,
  chatMessage: 4_000,
  ticket: 5_000,
} as const;

/** A fee is a fraction: 0.1 means ten percent (spec 1 §5, DOMAIN.md §3); its fields step by 0.01 with the arrow keys (spec 3 §5). */
export const FEE = { min: 0, max: 1, defaultGlobal: 0.1, inputStep: 0.01 } as const;
