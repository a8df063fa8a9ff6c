import { Fragment, type ReactNode } from 'react';
import { LIST_SEPARATOR } from '@shared/text/list';

/**
 * A line's parts (text or elements such as an amount or a reference) with «، » between them;
 * empty parts (false, null, '') are left out, so an optional part brings its separator only when shown.
 */
export function JoinedParts({ parts }: { parts: ReactNode[] }) {
  const shown = parts.filter((p) => p !== null && p !== undefined && p !== false && p !== '');
  return (
    <>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && LIST_SEPARATOR}
          {part}
        </Fragment>
      ))}
    </>
  );
}
