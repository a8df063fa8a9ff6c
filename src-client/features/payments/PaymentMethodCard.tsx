import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconWallet } from '@tabler/icons-react';
import { Link } from 'wouter';
import { walletPathFor } from '@shared/auth/roles';
import { formatWalletToman } from '@shared/wallet/transactions';
import { WALLET_MSG } from '@shared/wallet/messages';
import { errorMessage } from '../../errors';
import { useSession } from '../../session/useSession';
import { ErrorState } from '../../ui/ErrorState';
import { Toman } from '../../ui/Toman';
import { topUpLink } from '../wallet/wallet-return';

type Method = 'online' | 'wallet';

export interface WalletBalanceQuery {
  data?: { balance: number };
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Online (gateway) or wallet payment of an amount, shared by the service-order and store-order
 * payment pages. The wallet option can be chosen only when the balance covers the price; otherwise
 * it stays visible but disabled, with the balance and a link to charge the wallet.
 */
export function PaymentMethodCard({
  price,
  balance,
  insufficientMessage,
  payingOnline,
  payingFromWallet,
  disabled,
  onPayOnline,
  onPayFromWallet,
}: {
  price: number;
  balance: WalletBalanceQuery;
  insufficientMessage: (price: number, balance: number) => string;
  payingOnline: boolean;
  payingFromWallet: boolean;
  disabled: boolean;
  onPayOnline: () => void;
  onPayFromWallet: () => void;
}) {
  const [method, setMethod] = useState<Method>('online');
  const role = useSession().role;
  const walletRials = balance.data?.balance ?? 0;
  const enough = balance.isSuccess && walletRials >= price;
  // A customer's wallet opens its top-up with the shortfall and offers the way back here.
  const wallet = role === 'user' ? topUpLink(walletPathFor(role), price - walletRials, window.location.pathname + window.location.search) : walletPathFor(role);
  useEffect(() => {
    if (!enough && method === 'wallet') setMethod('online');
  }, [enough, method]);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {balance.isError && <ErrorState title={WALLET_MSG.walletLoadError} message={errorMessage(balance.error)} onRetry={() => balance.refetch()} />}
        <Radio.Group label="روش پرداخت" value={method} onChange={(v) => setMethod(v as Method)}>
          <Stack gap="sm" mt="xs">
            <Radio value="online" label="پرداخت آنلاین (درگاه بانکی)" />
            {balance.isSuccess && (
              <Radio
                value="wallet"
                disabled={!enough}
                label={`پرداخت از کیف پول (موجودی: ${formatWalletToman(walletRials)})`}
                description={enough ? undefined : walletRials > 0 ? insufficientMessage(price, walletRials) : 'کیف پول شما موجودی ندارد'}
                data-testid="wallet-option"
              />
            )}
          </Stack>
        </Radio.Group>
        {balance.isSuccess && (
          <Text size="sm" c="dimmed" data-testid="order-payment-balance">
            موجودی کیف پول شما: {formatWalletToman(walletRials)}
            {!enough && (
              <>
                {' — '}
                <Anchor component={Link} href={wallet}>
                  شارژ کیف پول
                </Anchor>
              </>
            )}
          </Text>
        )}
        {method === 'online' ? (
          <Button leftSection={<IconCreditCard size={18} />} loading={payingOnline} disabled={disabled} onClick={onPayOnline}>
            {/* One span: the button's label is a flex row that would drop the space. */}
            <span>
              پرداخت آنلاین <Toman rials={price} />
            </span>
          </Button>
        ) : (
          <Button leftSection={<IconWallet size={18} />} color="teal" loading={payingFromWallet} disabled={disabled || !enough} onClick={onPayFromWallet}>
            پرداخت از کیف پول
          </Button>
        )}
      </Stack>
    </Card>
  );
}
