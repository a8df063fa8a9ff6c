import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useSession } from '../session/useSession';
import { accountOfToken } from '../session/account-cache';
import { clearFormDraft, formDraftKeeper, parseByShape, readFormDraft, sameAsEmpty, type Flat } from './form-draft';

export interface FormDraft<T> {
  /** What this account had typed into the form, read once when the form opened. */
  restored: T | null;
  /** The account signed in when the form opened, whose draft this is. */
  owner: string | null;
  /** Keeps the current values (call it whenever they change). */
  save: (values: T) => void;
  /** A successful submit: the draft goes, and the same values are not written back. */
  clear: () => void;
}

/**
 * One form's draft for the account signed in when the form opened (form-draft.ts). A form that
 * outlives its account (another login in another tab) saves nothing more: the new account's key
 * never receives what the old one typed.
 */
export function useFormDraft<T>(formKey: string, parse: (raw: unknown) => T | null, isEmpty: (values: T) => boolean): FormDraft<T> {
  const account = accountOfToken(useSession().token);
  // Another form key (the same chat box showing another order) is another form, opened now.
  const [opened, setOpened] = useState(() => ({ formKey, owner: account, restored: readFormDraft(account, formKey, parse) }));
  if (opened.formKey !== formKey) setOpened({ formKey, owner: account, restored: readFormDraft(account, formKey, parse) });
  const { owner, restored } = opened.formKey === formKey ? opened : { owner: account, restored: null };
  // An account that is not the one the form opened for (signed out, another login) writes nothing.
  // isEmpty is the form's fixed rule; only the account and the form change the writer.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const keeper = useMemo(() => formDraftKeeper(account === owner ? owner : null, formKey, isEmpty), [account, owner, formKey]);
  const save = useCallback((values: T) => keeper.save(values), [keeper]);
  // The draft named at opening goes, whoever is signed in now.
  const clear = useCallback(() => {
    keeper.clear();
    clearFormDraft(owner, formKey);
  }, [keeper, owner, formKey]);
  return { restored, owner, save, clear };
}

/**
 * useState for a form of plain fields that is also its draft: starts from what this account typed
 * before, keeps every change, and returns a `clear` for a successful submit.
 */
export function useDraftState<T extends Flat<T>>(formKey: string, empty: T, isEmpty?: (values: T) => boolean): [T, Dispatch<SetStateAction<T>>, () => void] {
  const draft = useShapeDraft(formKey, empty, isEmpty);
  const [values, setValues] = useState<T>(() => draft.restored ?? empty);
  const [shownKey, setShownKey] = useState(formKey);
  if (shownKey !== formKey) {
    setShownKey(formKey);
    setValues(readFormDraft(draft.owner, formKey, parseByShape(empty)) ?? empty);
  }
  const { save } = draft;
  useEffect(() => {
    if (shownKey === formKey) save(values);
  }, [save, values, shownKey, formKey]);
  return [values, setValues, draft.clear];
}

/**
 * The draft of a form of plain fields, read against its empty values (form-draft.ts parseByShape);
 * nothing is kept while the form equals them, or while `isEmpty` says so.
 * A Mantine form starts from `restored ?? EMPTY`, saves `form.values` in an effect, and on success
 * clears the draft and makes EMPTY its initial values again before `reset()`.
 */
export function useShapeDraft<T extends Flat<T>>(formKey: string, empty: T, isEmpty?: (values: T) => boolean): FormDraft<T> {
  const [rules] = useState(() => ({ parse: parseByShape(empty), isEmpty: isEmpty ?? sameAsEmpty(empty) }));
  return useFormDraft(formKey, rules.parse, rules.isEmpty);
}
