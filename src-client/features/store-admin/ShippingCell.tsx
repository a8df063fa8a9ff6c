import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { trackingUrlSchema } from '@shared/store/admin-schemas';
import { shippingState } from '@shared/store/shipping-state';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { zodResolver } from '../../forms/zod-resolver';
import { ShortReference } from '../../ui/ShortReference';

const trackingForm = z.object({ tracking_url: trackingUrlSchema });

/**
 * The sales table's shipping cell of a physical line: sent or waiting, and the admin's button to
 * set the post's tracking link (or correct it), which tells the buyer (store.admin.setTracking).
 */
export function ShippingCell({ orderId, trackingUrl, withAction = true }: { orderId: string; trackingUrl: string | null; withAction?: boolean }) {
  const [open, setOpen] = useState(false);
  const state = shippingState({ status: 'paid', requires_shipping: true, tracking_url: trackingUrl })!;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={state.color} variant="light" data-testid="sale-shipping-state">
        {state.label}
      </Badge>
      {withAction && (
        <>
          <Button size="compact-xs" variant="light" onClick={() => setOpen(true)}>
            {trackingUrl ? 'اصلاح لینک رهگیری' : 'ثبت ارسال'}
          </Button>
          <TrackingModal orderId={orderId} current={trackingUrl} opened={open} onClose={() => setOpen(false)} />
        </>
      )}
    </Group>
  );
}

function TrackingModal({ orderId, current, opened, onClose }: { orderId: string; current: string | null; opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: { tracking_url: current ?? '' }, validate: zodResolver<{ tracking_url: string }>(trackingForm) });
  const failure = useFormFailure(form);
  const save = trpc.store.admin.setTracking.useMutation({
    onSuccess() {
      toast.success(M.trackingSaved);
      void utils.store.admin.sales.invalidate();
      void utils.store.admin.cashOrders.invalidate();
      void utils.admin.auditPage.invalidate({ area: 'store' });
      onClose();
    },
    onError(error) {
      failure.refused(error);
      toast.error(errorMessage(error, M.trackingSaveFailed));
      // A 409/422 means the order is not (or no longer) one to ship: show the list as it is now.
      if (errorCode(error) === 'CONFLICT') void utils.store.admin.sales.invalidate();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="ارسال سفارش فروشگاه" centered>
      <form ref={failure.ref} onSubmit={form.onSubmit((v) => save.mutate({ order_id: orderId, tracking_url: v.tracking_url }), failure.invalid)} noValidate>
        <Stack>
          <Text size="sm">
            سفارش <ShortReference kind="order" id={orderId} size="sm" />
          </Text>
          {current && (
            <Text size="xs" c="dimmed">
              لینک فعلی:{' '}
              <Anchor href={current} target="_blank" rel="noopener noreferrer" dir="ltr">
                {current}
              </Anchor>
            </Text>
          )}
          <TextInput
            label="لینک رهگیری مرسوله"
            description="نشانی صفحه رهگیری پست، با https؛ پس از ثبت به خریدار اطلاع داده می‌شود."
            name="tracking_url"
            dir="ltr"
            required
            placeholder="https://tracking.post.ir/…"
            data-autofocus
            {...form.getInputProps('tracking_url')}
          />
          <Button type="submit" loading={save.isPending}>
            ثبت لینک رهگیری
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
