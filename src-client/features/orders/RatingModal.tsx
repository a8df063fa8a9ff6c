import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import toast from 'react-hot-toast';
import { RATING_INPUT_LABEL, ratingChoiceLabel } from '@shared/catalogue/rating-label';
import { ORDER_MSG } from '@shared/orders/messages';
import { ORDER_TEXT_LIMITS } from '@shared/orders/schemas';
import { ratingFailedText } from '@shared/orders/rating-result';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';

interface Props {
  orderId: string | null;
  /** `cafe`: the customer rates the cafe; `customer`: the cafe rates the customer. */
  target: 'cafe' | 'customer';
  title: string;
  onClose: () => void;
}

/** 1–5 stars (default 5) and an optional comment up to 500 characters (spec 2 §5). */
export function RatingModal({ orderId, target, title, onClose }: Props) {
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const utils = trpc.useUtils();
  useEffect(() => {
    if (orderId) {
      setRating(5);
      setComment('');
    }
  }, [orderId]);

  const canRate = trpc.orders.canRate.useQuery({ orderId: orderId ?? '' }, { enabled: Boolean(orderId) && target === 'cafe' });
  // The server's answer names what was saved (the comment or the score: shared/orders/rating-result).
  const done = async (saved: { message: string }) => {
    toast.success(saved.message);
    await utils.orders.invalidate();
    onClose();
  };
  const fail = (error: unknown) => toast.error(`${ratingFailedText(comment)}: ${errorMessage(error, ORDER_MSG.tryAgain)}`);
  const rateCafe = trpc.orders.rate.useMutation({ onSuccess: done, onError: fail });
  const rateCustomer = trpc.orders.rateCustomer.useMutation({ onSuccess: done, onError: fail });
  const pending = rateCafe.isPending || rateCustomer.isPending;

  const blocked =
    target === 'cafe' && canRate.data && !canRate.data.can_rate ? (canRate.data.already_rated ? ORDER_MSG.alreadyRated : ORDER_MSG.notRateable) : null;

  const submit = () => {
    if (!orderId) return;
    if (rating < 1) {
      toast.error(ORDER_MSG.ratingRequired);
      return;
    }
    const input = { orderId, rating, comment };
    if (target === 'cafe') rateCafe.mutate(input);
    else rateCustomer.mutate(input);
  };

  return (
    <Modal opened={Boolean(orderId)} onClose={onClose} title={title} centered>
      {/* Whether this order can be rated is known before the form shows (it flipped to "already rated"). */}
      {target === 'cafe' && canRate.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : target === 'cafe' && canRate.isError ? (
        <ErrorState title={ORDER_MSG.rateCheckFailed} message={errorMessage(canRate.error)} onRetry={() => void canRate.refetch()} />
      ) : blocked ? (
        <Text c="dimmed">{blocked}</Text>
      ) : (
        <Stack>
          <Group justify="center">
            {/* Five radio buttons (arrows move between them), named «۳ از ۵», in a named group. */}
            <Rating value={rating} onChange={setRating} size="xl" role="radiogroup" aria-label={RATING_INPUT_LABEL} getSymbolLabel={ratingChoiceLabel} />
          </Group>
          <Text ta="center" size="sm" c="dimmed">
            {formatNumber(rating)} از ۵
          </Text>
          <Textarea
            label="نظر (اختیاری)"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={ORDER_TEXT_LIMITS.comment}
            autosize
            minRows={3}
            description={`${formatNumber(comment.length)} از ${formatNumber(ORDER_TEXT_LIMITS.comment)} نویسه`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              انصراف
            </Button>
            <Button onClick={submit} loading={pending} disabled={rating < 1}>
              ثبت امتیاز
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
