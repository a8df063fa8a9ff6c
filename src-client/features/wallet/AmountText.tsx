import { Text, type TextProps } from '@mantine/core';
import { formatNumber, rialsToToman } from '@shared/money';
import { formatWalletToman } from '@shared/wallet';

/** A wallet figure in toman; zero reads "۰ تومان" (a balance is never "free"). */
export function WalletToman({ rials, ...props }: { rials: number } & TextProps) {
  return (
    <Text span {...props}>
      {formatWalletToman(rials)}
    </Text>
  );
}

/** A transaction amount with its sign: green with + for money in, red with − for money out. */
export function SignedToman({ rials, ...props }: { rials: number } & TextProps) {
  return (
    <Text span c={rials > 0 ? 'teal.7' : rials < 0 ? 'red.7' : undefined} fw={600} {...props}>
      {/* The sign stays on the number's left inside the right-to-left line. */}
      <bdi dir="ltr">
        {rials > 0 ? '+' : rials < 0 ? '−' : ''}
        {formatNumber(rialsToToman(Math.abs(rials)))}
      </bdi>{' '}
      تومان
    </Text>
  );
}
