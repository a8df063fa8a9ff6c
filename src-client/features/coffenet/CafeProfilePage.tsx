import { Grid, Stack, Title } from '@mantine/core';
import { trpc } from '../../trpc';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { errorMessage } from '../../errors';
import { CafeAccountCard } from './CafeAccountCard';
import { CafeProfileForm } from './CafeProfileForm';

/** /coffenet/profile (spec 2 §2): the editable cafe profile beside the read-only account. */
export default function CafeProfilePage() {
  const profile = trpc.catalogue.myProfile.useQuery();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        پروفایل کافی‌نت
      </Title>
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <ErrorState message={errorMessage(profile.error)} onRetry={() => profile.refetch()} />
      ) : (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CafeProfileForm profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CafeAccountCard profile={profile.data} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
