import { Center, Loader } from '@mantine/core';
import { LABELS } from '@shared/labels';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-busy="true" aria-label={LABELS.loading}>
      <Loader />
    </Center>
  );
}
