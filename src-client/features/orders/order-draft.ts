/**
 * What a customer typed in the wizard's details step, kept as the account's draft of the form
 * (forms/form-draft.ts) so a reload or a session-expiry trip through /login does not lose it.
 * Files cannot be kept (the browser will not hand a chosen file back); the draft only remembers
 * that there was one.
 */
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

/** The wizard's form in the account's drafts. */
export const ORDER_DRAFT_FORM = 'order_wizard';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** A stored draft, or null when it is broken or foreign. */
export function parseOrderDraft(value: unknown): OrderDraft | null {
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

/** Nothing typed and no file: nothing worth keeping (a service picked alone is picked again in a click). */
export function isEmptyDraft(draft: OrderDraft): boolean {
  return !draft.description.trim() && !draft.serviceType.trim() && !draft.hadFile;
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
