import { Button, Card, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { updateCafeProfileInput } from '@shared/catalogue/schemas';
import { trpc, type RouterOutputs } from '../../trpc';
import { zodResolver } from '../../forms/zod-resolver';
import { errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { DigitsTextInput } from '../../ui/DigitsTextInput';

type Profile = RouterOutputs['catalogue']['myProfile'];

interface Values {
  cafe_name: string;
  owner_name: string;
  phone: string;
  address: string;
  instagram: string;
  telegram: string;
  whatsapp: string;
}

function valuesOf(profile: Profile): Values {
  return {
    cafe_name: profile.cafe_name,
    owner_name: profile.owner_name ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    instagram: profile.instagram ?? '',
    telegram: profile.telegram ?? '',
    whatsapp: profile.whatsapp ?? '',
  };
}

/** Spec 2 §3 "Cafe profile update payload": name, owner, phone, address and the three social links. */
export function CafeProfileForm({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: valuesOf(profile),
    validate: zodResolver<Values>(updateCafeProfileInput),
    validateInputOnBlur: true,
  });
  const failure = useFormFailure(form);
  const save = trpc.catalogue.updateMyProfile.useMutation({
    onSuccess(result) {
      toast.success(result.message);
      // Show what was stored (numbers and handles normalised) and start clean from it.
      form.setInitialValues(valuesOf(result.profile));
      form.setValues(valuesOf(result.profile));
      utils.catalogue.myProfile.setData(undefined, result.profile);
    },
    onError(error) {
      failure.refused(error);
      toast.error(errorMessage(error, CATALOGUE_MSG.profileSaveFailed));
    },
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cafe-profile-title">
      <Title order={2} size="h4" id="cafe-profile-title" mb="md">
        اطلاعات کافی‌نت
      </Title>
      <form ref={failure.ref} onSubmit={form.onSubmit((values) => save.mutate(values), failure.invalid)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="نام کافی‌نت" name="cafe_name" required maxLength={CATALOGUE.cafeNameMax} {...form.getInputProps('cafe_name')} />
            <TextInput label="نام مدیر" name="owner_name" maxLength={CATALOGUE.ownerNameMax} {...form.getInputProps('owner_name')} />
            <DigitsTextInput
              label="تلفن"
              name="phone"
              placeholder="02112345678"
              inputMode="tel"
              className="ltr-input"
              {...form.getInputProps('phone')}
            />
            <DigitsTextInput
              label="واتس‌اپ"
              name="whatsapp"
              placeholder="09121234567"
              inputMode="tel"
              className="ltr-input"
              {...form.getInputProps('whatsapp')}
            />
            <TextInput label="اینستاگرام" name="instagram" placeholder="cafe.name" className="ltr-input" {...form.getInputProps('instagram')} />
            <TextInput label="تلگرام" name="telegram" placeholder="cafe_name" className="ltr-input" {...form.getInputProps('telegram')} />
          </SimpleGrid>
          <Textarea label="نشانی" name="address" autosize minRows={2} maxLength={CATALOGUE.addressMax} {...form.getInputProps('address')} />
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} style={{ alignSelf: 'flex-start' }}>
            ذخیره تغییرات
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
