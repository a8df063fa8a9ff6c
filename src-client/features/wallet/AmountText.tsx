import { Text, type TextProps } from '@mantine/core';
import { formatSignedToman, formatWalletToman } from '@shared/wallet/transactions';

/** An amount never breaks between its digits and «تومان». */
const NO_BREAK = { whiteSpace: 'nowrap' } as const;

/** A wallet figure in toman; zero reads "۰ تومان" (a balance is never "free"). */
export function WalletToman({ rials, ...props }: { rials: number } & TextProps) {
  return (
    <Text span style={NO_BREAK} {...props}>
      {formatWalletToman(rials)}
    </Text>
  );
}

/**
 * A transaction amount with its sign: green with + for money in, red with − for money out. The
 * amount is isolated right to left, so the sign is read first ("−۵۰٬۰۰۰ تومان") in every
 * table, statement and card, whatever the direction around it.
 */
export function SignedToman({ rials, ...props }: { rials: number } & TextProps) {
  return (
    <Text span c={rials > 0 ? 'teal' : rials < 0 ? 'red' : undefined} fw={600} style={NO_BREAK} {...props}>
      <bdi dir="rtl">{formatSignedToman(rials)}</bdi>
    </Text>
  );
}
