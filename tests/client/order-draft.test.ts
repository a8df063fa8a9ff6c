import { describe, expect, it } from 'vitest';
import { detailsStart, isEmptyDraft, ORDER_DRAFT_FORM, parseOrderDraft, type OrderDraft } from '../../src-client/features/orders/order-draft';
import { clearAllFormDrafts, clearFormDraft, formDraftKey, readFormDraft, saveFormDraft } from '../../src-client/forms/form-draft';
import { memoryStorage as memoryStore } from '../helpers/memory-storage';

const readDraft = (account: string | null, store: ReturnType<typeof memoryStore>) => readFormDraft(account, ORDER_DRAFT_FORM, parseOrderDraft, store);
const saveDraft = (account: string | null, value: OrderDraft, store: ReturnType<typeof memoryStore>) => saveFormDraft(account, ORDER_DRAFT_FORM, value, isEmptyDraft, store);
const parseDraft = (raw: string | null) => readFormDraft('ali', ORDER_DRAFT_FORM, parseOrderDraft, memoryStore(raw === null ? {} : { [formDraftKey('ali', ORDER_DRAFT_FORM)]: raw }));

const draft: OrderDraft = { cafeId: 'cafe-a', presetTaskId: null, taskId: 'task-1', showAll: true, serviceType: '', description: 'ده صفحه تایپ', hadFile: true };

describe('the order wizard’s draft', () => {
  it('is kept under the signed-in account, so another account at the same computer never reads it', () => {
    const store = memoryStore();
    saveDraft('ali', draft, store);
    expect([...store.map.keys()]).toEqual([formDraftKey('ali', ORDER_DRAFT_FORM)]);
    expect(readDraft('ali', store)).toEqual(draft);
    expect(readDraft('sara', store)).toBeNull();
    expect(readDraft(null, store)).toBeNull();
    saveDraft(null, draft, store);
    expect(store.map.size).toBe(1);
    clearFormDraft('ali', ORDER_DRAFT_FORM, store);
    expect(readDraft('ali', store)).toBeNull();
  });

  it('keeps nothing when nothing was typed or chosen as a file, and forgets a draft emptied again', () => {
    const store = memoryStore();
    const empty = { ...draft, description: '  ', hadFile: false };
    saveDraft('ali', empty, store);
    expect(store.map.size).toBe(0);
    saveDraft('ali', { ...empty, serviceType: 'صحافی' }, store);
    expect(store.map.size).toBe(1);
    saveDraft('ali', empty, store);
    expect(store.map.size).toBe(0);
  });

  it('drops every account’s draft on logout and leaves other keys alone', () => {
    const store = memoryStore({ wallet_return: '/x' });
    saveDraft('ali', draft, store);
    saveDraft('sara', draft, store);
    clearAllFormDrafts(store);
    expect([...store.map.keys()]).toEqual(['wallet_return']);
  });

  it('reads a broken or foreign stored value as no draft, and fills missing fields', () => {
    for (const raw of [null, '', '{not json', '42', 'null', '[]', '{"description":"x"}']) expect(parseDraft(raw)).toBeNull();
    expect(parseDraft('{"cafeId":"c","description":7,"taskId":""}')).toEqual({ cafeId: 'c', presetTaskId: null, taskId: null, showAll: false, serviceType: '', description: '', hadFile: false });
  });

  it('brings the typed text back for any cafe, the service choice only for the cafe and link it was made for', () => {
    expect(detailsStart(draft, { cafeId: 'cafe-a', presetTaskId: null })).toEqual({ task_id: 'task-1', service_type: '', description: 'ده صفحه تایپ', showAll: true, fileLost: true });
    expect(detailsStart(draft, { cafeId: 'cafe-b', presetTaskId: null })).toEqual({ task_id: null, service_type: '', description: 'ده صفحه تایپ', showAll: false, fileLost: true });
    // A new link's service wins over an older choice at the same cafe.
    expect(detailsStart(draft, { cafeId: 'cafe-a', presetTaskId: 'task-2' }).task_id).toBe('task-2');
    expect(detailsStart(null, { cafeId: 'cafe-a', presetTaskId: 'task-2' })).toEqual({ task_id: 'task-2', service_type: '', description: '', showAll: false, fileLost: false });
  });
});
