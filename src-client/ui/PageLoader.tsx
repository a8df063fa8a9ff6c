import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-busy="true" aria-label="در حال بارگذاری">
      <Loader />
    </Center>
  );
}
