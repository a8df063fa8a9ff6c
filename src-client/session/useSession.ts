import { useSyncExternalStore } from 'react';
import type { Role } from '@shared/auth/roles';
import { getStoredRole, getToken, subscribeSession } from './storage';

export interface SessionSnapshot {
  token: string | null;
  role: Role | null;
}

let cached: SessionSnapshot = { token: null, role: null };

function snapshot(): SessionSnapshot {
  const token = getToken();
  const role = getStoredRole();
  if (token !== cached.token || role !== cached.role) cached = { token, role };
  return cached;
}

/** The stored token and role, re-rendering on login, logout and changes from other tabs. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, snapshot);
}
