import { Text } from '@mantine/core';
import { MSG } from '@shared/messages';

/** Under a form's file fields when its draft came back without the files that had been chosen (a browser never keeps them). */
export function DraftFilesLostHint() {
  return (
    <Text size="sm" c="orange.8" data-testid="draft-file-lost">
      {MSG.draftFileLost}
    </Text>
  );
}
