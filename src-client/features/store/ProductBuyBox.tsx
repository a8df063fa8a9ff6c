import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { dashboardPathFor } from '@shared/auth/roles';
import { isOwnableType, type ProductDetail } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import { OWNED_LABELS } from '@shared/store/add-to-cart-messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { useSession } from '../../session/useSession';
import { AddToCartButton } from './AddToCartButton';
import LoginToBuyDialog from './LoginToBuyDialog';

/**
 * What the buyer can do with this product: open it when already owned, take a free course or
 * file straight into "my products", or add it to the cart (go to the cart once it is there).
 */
export function ProductBuyBox({ product: p }: { product: ProductDetail }) {
  const { token, role } = useSession();
  const here = `/product/${p.id}`;
  if (token && role === 'admin') return null; // admins do not shop (spec 3 §6)

  if (p.purchased && isOwnableType(p.product_type)) {
    const lessonsPage = role === 'coffenet' ? `/coffenet/course/${p.id}` : `/user/course/${p.id}`;
    return (
      <Alert color="teal" variant="light" title={OWNED_LABELS.owned} data-testid="product-owned">
        <Group gap="xs" mt={4}>
          {p.product_type === 'video_course' && (
            <Button component={Link} href={lessonsPage} size="xs">
              مشاهده دوره
            </Button>
          )}
          <Button component={Link} href="/user/courses" size="xs" variant="light">
            {OWNED_LABELS.myProducts}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (p.price === 0 && isOwnableType(p.product_type)) return <ClaimFreeButton productId={p.id} loginRedirect={here} />;
  return <AddToCartButton product={p} loginRedirect={here} goToCartWhenIn size="md" />;
}

/** Spec 3: a free course is added to the buyer's products directly, then the dashboard by role. */
function ClaimFreeButton({ productId, loginRedirect }: { productId: string; loginRedirect: string }) {
  const { token, role } = useSession();
  const [askLogin, setAskLogin] = useState(false);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const claim = trpc.store.claimFree.useMutation({
    onSuccess() {
      toast.success(STORE_MSG.freeAdded);
      void utils.store.invalidate();
      navigate(dashboardPathFor(role));
    },
    onError(error) {
      toast.error(errorMessage(error, STORE_MSG.addToCartFailed));
    },
  });
  return (
    <Stack gap={4}>
      <Button size="md" leftSection={<IconGift size={18} />} loading={claim.isPending} onClick={() => (token ? claim.mutate({ course_id: productId }) : setAskLogin(true))}>
        دریافت رایگان
      </Button>
      <Text size="xs" c="dimmed">
        بدون سبد خرید و پرداخت، به «محصولات من» اضافه می‌شود.
      </Text>
      <LoginToBuyDialog opened={askLogin} onClose={() => setAskLogin(false)} redirect={loginRedirect} />
    </Stack>
  );
}
