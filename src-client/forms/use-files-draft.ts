import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { sameAsEmpty, type Flat } from './form-draft';
import { useShapeDraft } from './use-form-draft';

/** A form's draft with a note that files had been chosen; the files themselves are never stored. */
type WithFilesNote<T> = T & { hadFiles: boolean };

export interface FilesFormDraft<T> {
  values: T;
  setValues: Dispatch<SetStateAction<T>>;
  /** The draft said files had been chosen and none is chosen again yet: the form shows DraftFilesLostHint. */
  filesLost: boolean;
  /** A successful submit: the draft goes, and so does the hint. */
  clear: () => void;
}

/**
 * useDraftState for a form of plain fields that also takes files (the store admin's add forms, a
 * course lesson). `chosen` says whether any file is chosen now. The draft keeps the fields and
 * `hadFiles`; a draft that comes back with it shows the hint until a file is chosen again (as
 * the order wizard does) or the form is sent. A file alone, nothing typed, is still a draft: the
 * person is told to choose it again. The form key is fixed: another key is another form (remount).
 */
export function useFilesDraftState<T extends Flat<T>>(formKey: string, empty: T, chosen: boolean, isEmpty: (values: T) => boolean = sameAsEmpty(empty)): FilesFormDraft<T> {
  const draft = useShapeDraft<WithFilesNote<T>>(formKey, { ...empty, hadFiles: false } as WithFilesNote<T>, (d) => !d.hadFiles && isEmpty(d));
  const [values, setValues] = useState<T>(() => (draft.restored ? withoutNote(draft.restored) : empty));
  const [lost, setLost] = useState(() => draft.restored?.hadFiles ?? false);
  // Once a file is chosen again the hint is done with, even if that file is taken off later.
  if (lost && chosen) setLost(false);
  const { save, clear: clearDraft } = draft;
  useEffect(() => save({ ...values, hadFiles: chosen || lost }), [save, values, chosen, lost]);
  const clear = useCallback(() => {
    setLost(false);
    clearDraft();
  }, [clearDraft]);
  return { values, setValues, filesLost: lost && !chosen, clear };
}

function withoutNote<T>(draft: WithFilesNote<T>): T {
  const fields: Record<string, unknown> = { ...draft };
  delete fields.hadFiles;
  return fields as T;
}
