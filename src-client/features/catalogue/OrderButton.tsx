import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'wouter';
import { orderCreateHref } from '@shared/catalogue/constants';

/**
 * "ثبت سفارش": opens the order wizard with the cafe (and the service) chosen (spec 1 §2.7,
 * spec 2 §2). An inactive cafe takes no new orders, so its button is disabled.
 */
export function OrderButton({
  cafeId,
  task,
  active = true,
  label = 'ثبت سفارش',
  ...props
}: { cafeId: string; task?: { id: string; category: string }; active?: boolean; label?: string } & ButtonProps) {
  if (!active) {
    return (
      <Button {...props} disabled title="این کافی‌نت فعلاً سفارش نمی‌پذیرد">
        {label}
      </Button>
    );
  }
  return (
    <Button {...props} component={Link} href={orderCreateHref(cafeId, task)}>
      {label}
    </Button>
  );
}
