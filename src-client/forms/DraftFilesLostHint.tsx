import { Text } from '@mantine/core';
import { MSG } from '@shared/messages';

/** Under a form's file fields when its draft came back without the files that had been chosen (a browser never keeps them). */
/** `many`: the form takes several files, so the hint speaks of them in the plural. */
export function DraftFilesLostHint({ many = false }: { many?: boolean }) {
  return (
    <Text size="sm" c="orange.8" data-testid="draft-file-lost">
      {many ? MSG.draftFilesLost : MSG.draftFileLost}
    </Text>
  );
}
