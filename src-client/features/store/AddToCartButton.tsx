import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCart, IconShoppingCartCheck } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import { ADD_TO_CART_MSG } from '@shared/store/add-to-cart-messages';
import { STORE_CART_MSG } from '@shared/store/cart-messages';
import { useSession } from '../../session/useSession';
import { cart, useInCart } from './cart';
import type { CartProduct } from './cart-lines';

// Loaded when a visitor first presses the button: the store and home pages show many of these buttons.
const LoginToBuyDialog = lazy(() => import('./LoginToBuyDialog'));

export function addToCartWithToast(product: CartProduct): void {
  if (!product.id) {
    toast.error(ADD_TO_CART_MSG.productIdMissing);
    return;
  }
  let outcome;
  try {
    outcome = cart().add(product);
  } catch {
    toast.error(ADD_TO_CART_MSG.addToCartFailed); // storage full or blocked
    return;
  }
  if (outcome === 'at_max') toast.error(ADD_TO_CART_MSG.quantityInvalid);
  else if (outcome === 'already_in_cart') toast(STORE_CART_MSG.alreadyInCart, { id: 'added-to-cart' });
  else if (outcome === 'cart_full') toast.error(ADD_TO_CART_MSG.cartTooLong);
  else
    toast.success(
      <span>
        {ADD_TO_CART_MSG.addedToCart}{' '}
        <Anchor component={Link} href="/cart" size="sm" fw={700}>
          مشاهده سبد خرید
        </Anchor>
      </span>,
      { id: 'added-to-cart' },
    );
}

/**
 * Add to cart for the roles that shop (spec 3 §6: admins do not; they see no button). A visitor's
 * choice goes into the browser's cart and they are asked to log in, then brought back to
 * `loginRedirect`; at login that cart joins the account's (CartSync), so nothing chosen is lost. With `goToCartWhenIn` the button
 * becomes "go to cart" once the product is in the cart (the product page).
 */
export function AddToCartButton({
  product,
  loginRedirect,
  goToCartWhenIn = false,
  ...buttonProps
}: { product: CartProduct; loginRedirect: string; goToCartWhenIn?: boolean } & Omit<ButtonProps, 'children'>) {
  const { token, role } = useSession();
  const inCart = useInCart(product.id);
  const [askLogin, setAskLogin] = useState(false);
  const [asked, setAsked] = useState(false);
  if (token && role === 'admin') return null;

  const dialog = asked && (
    <Suspense fallback={null}>
      <LoginToBuyDialog opened={askLogin} onClose={() => setAskLogin(false)} redirect={loginRedirect} />
    </Suspense>
  );
  if (goToCartWhenIn && inCart) {
    return (
      <>
        <Button component={Link} href="/cart" variant="light" leftSection={<IconShoppingCartCheck size={18} />} {...buttonProps}>
          رفتن به سبد خرید
        </Button>
        {dialog}
      </>
    );
  }
  return (
    <>
      <Button
        leftSection={<IconShoppingCart size={18} />}
        onClick={() => {
          if (token) return addToCartWithToast(product);
          try {
            cart().add(product);
          } catch {
            // storage blocked: the login prompt still leads on
          }
          setAsked(true);
          setAskLogin(true);
        }}
        {...buttonProps}
      >
        افزودن به سبد خرید
      </Button>
      {dialog}
    </>
  );
}
