import { LEDGER_DESCRIPTIONS } from '@shared/wallet/messages';
import type { Trx } from '../../db/write-transaction';
import { postTransfer, type PostedTransfer } from './ledger';

/**
 * Money arriving through the gateway (keyed by the gateway's authority, so a repeated verify
 * moves it once) and store payments (DOMAIN.md §3: user → platform).
 */

export const gatewayTransferKey = (authority: string) => `gateway:${authority}`;
export const storeTransferKey = (storeOrderId: string) => `store:${storeOrderId}:pay`;

interface GatewayCredit {
  authority: string;
  amount: number;
  now: Date;
  description?: string;
}

/** Wallet top-up: gateway → the person's wallet (`deposit`). */
export function creditWalletFromGateway(trx: Trx, input: GatewayCredit & { userId: string }): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: gatewayTransferKey(input.authority),
    kind: 'wallet_deposit',
    actorId: input.userId,
    description: input.description || LEDGER_DESCRIPTIONS.gatewayDeposit,
    now: input.now,
    legs: [
      { account: 'gateway', amount: -input.amount, type: 'user_deposit' },
      { account: { wallet: input.userId }, amount: input.amount, type: 'deposit' },
    ],
  });
}

/** The admin's top-up of the platform wallet through the gateway (`admin_deposit`). */
export function creditPlatformFromGateway(trx: Trx, input: GatewayCredit & { actorId: string | null }): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: gatewayTransferKey(input.authority),
    kind: 'platform_deposit',
    actorId: input.actorId,
    description: input.description || LEDGER_DESCRIPTIONS.platformGatewayDeposit,
    now: input.now,
    legs: [
      { account: 'gateway', amount: -input.amount, type: 'user_deposit' },
      { account: 'platform', amount: input.amount, type: 'admin_deposit' },
    ],
  });
}

/** A payment made through the chat-bot (a subscription or the bot's own order): the platform's income. */
export function creditPlatformIncome(trx: Trx, input: GatewayCredit & { actorId: string | null }): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: gatewayTransferKey(input.authority),
    kind: 'gateway_payment',
    actorId: input.actorId,
    description: input.description || LEDGER_DESCRIPTIONS.botPayment,
    now: input.now,
    legs: [
      { account: 'gateway', amount: -input.amount, type: 'user_deposit' },
      { account: 'platform', amount: input.amount, type: 'payment_in' },
    ],
  });
}

interface StorePayment {
  storeOrderId: string;
  userId: string;
  amount: number;
  now: Date;
}

/** A store order paid from the wallet: user → platform (`store_payment` / `store_payment_in`). */
export function storePaymentFromWallet(trx: Trx, input: StorePayment): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: storeTransferKey(input.storeOrderId),
    kind: 'store_payment',
    actorId: input.userId,
    orderId: input.storeOrderId,
    description: LEDGER_DESCRIPTIONS.storeWalletPayment,
    now: input.now,
    legs: [
      { account: { wallet: input.userId }, amount: -input.amount, type: 'store_payment' },
      { account: 'platform', amount: input.amount, type: 'store_payment_in' },
    ],
  });
}

/**
 * Cash the post collected on delivery: the external gateway account → platform (`store_payment_in`),
 * so store income counts it like an online payment; keyed like any store payment, so it posts once.
 */
export function storePaymentOnDelivery(trx: Trx, input: StorePayment & { adminId: string }): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: storeTransferKey(input.storeOrderId),
    kind: 'store_payment',
    actorId: input.adminId,
    orderId: input.storeOrderId,
    description: LEDGER_DESCRIPTIONS.storeCashOnDelivery,
    now: input.now,
    legs: [
      { account: 'gateway', amount: -input.amount, type: 'user_deposit' },
      { account: 'platform', amount: input.amount, type: 'store_payment_in' },
    ],
  });
}

/** A store order paid through the gateway: gateway → platform (`store_payment_in`). */
export function storePaymentFromGateway(trx: Trx, input: StorePayment & { authority: string }): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: gatewayTransferKey(input.authority),
    kind: 'store_payment',
    actorId: input.userId,
    orderId: input.storeOrderId,
    description: LEDGER_DESCRIPTIONS.storeGatewayPayment,
    now: input.now,
    legs: [
      { account: 'gateway', amount: -input.amount, type: 'user_deposit' },
      { account: 'platform', amount: input.amount, type: 'store_payment_in' },
    ],
  });
}
