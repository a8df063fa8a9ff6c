import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { STORE_MSG } from '@shared/store/messages';

/** The post's tracking page of a shipped order, in a new tab (the buyer's order list and paid panel). */
export function TrackingButton({ href, testId }: { href: string; testId: string }) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" size="xs" variant="subtle" rightSection={<IconExternalLink size={14} />} data-testid={testId}>
      {STORE_MSG.trackParcel}
    </Button>
  );
}
