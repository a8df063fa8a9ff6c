/**
 * What a customer typed in the wizard's details step, kept in this tab's sessionStorage so a
 * reload or a session-expiry trip through /login does not lose it. The key names the signed-in
 * account: the next person at a shared cafe computer never sees it. Files cannot be kept (the
 * browser will not hand a chosen file back); the draft only remembers that there was one.
 */
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OrderDraft {
  /** The cafe and preselected service the service choice was made for. */
  cafeId: string;
  presetTaskId: string | null;
  taskId: string | null;
  showAll: boolean;
  serviceType: string;
  description: string;
  hadFile: boolean;
}

const PREFIX = 'order_wizard_draft:';

export function draftKey(accountId: string): string {
  return PREFIX + accountId;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** A stored draft, or null when there is none or it is broken or foreign. */
export function parseDraft(raw: string | null): OrderDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.cafeId !== 'string') return null;
  return {
    cafeId: v.cafeId,
    presetTaskId: idOrNull(v.presetTaskId),
    taskId: idOrNull(v.taskId),
    showAll: v.showAll === true,
    serviceType: text(v.serviceType),
    description: text(v.description),
    hadFile: v.hadFile === true,
  };
}

export function readDraft(accountId: string | null, store: DraftStore = sessionStorage): OrderDraft | null {
  return accountId ? parseDraft(store.getItem(draftKey(accountId))) : null;
}

/** Nothing typed and no file: nothing worth keeping (a service picked alone is picked again in a click). */
export function isEmptyDraft(draft: OrderDraft): boolean {
  return !draft.description.trim() && !draft.serviceType.trim() && !draft.hadFile;
}

/** Keeps the draft, or forgets it once it is empty again. */
export function saveDraft(accountId: string | null, draft: OrderDraft, store: DraftStore = sessionStorage): void {
  if (!accountId) return;
  if (isEmptyDraft(draft)) return clearDraft(accountId, store);
  try {
    store.setItem(draftKey(accountId), JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the draft.
  }
}

export function clearDraft(accountId: string | null, store: DraftStore = sessionStorage): void {
  if (accountId) store.removeItem(draftKey(accountId));
}

/** Every account's draft, for a logout that leaves the computer to the next person. */
export function clearAllDrafts(store: Pick<Storage, 'key' | 'length' | 'removeItem'> = sessionStorage): void {
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) store.removeItem(key);
  }
}

export interface DetailsStart {
  task_id: string | null;
  service_type: string;
  description: string;
  showAll: boolean;
  /** The draft had a file, which has to be chosen again. */
  fileLost: boolean;
}

/**
 * Where the details form starts. The typed text comes back for any cafe (a person who went back
 * and chose another cafe keeps the description); the service choice only for the cafe and the
 * preselected service it was made for, so a new link's service wins over an old choice.
 */
export function detailsStart(draft: OrderDraft | null, at: { cafeId: string; presetTaskId: string | null }): DetailsStart {
  const same = draft !== null && draft.cafeId === at.cafeId && draft.presetTaskId === at.presetTaskId;
  return {
    task_id: same ? draft.taskId : at.presetTaskId,
    service_type: draft?.serviceType ?? '',
    description: draft?.description ?? '',
    showAll: same ? draft.showAll : false,
    fileLost: draft?.hadFile ?? false,
  };
}
