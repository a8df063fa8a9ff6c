import { z } from 'zod';
import { MSG } from '../messages';
import { normalizeDigits } from '../text/digits';
import { FEE } from '../constants';
import { WALLET_LIMITS, WITHDRAWAL_STATUSES } from './transactions';
import { WALLET_MSG } from './messages';
import { idSchema } from '../auth/schemas';
import { tomanToRials } from './money';
import { ID_PATTERN } from '../ids';
import { normalizePersianText } from '../text/persian-text';
import { CATALOGUE } from '../catalogue/constants';
import { CATALOGUE_MSG } from '../catalogue/messages';

/** An amount of integer rials above zero (every tRPC amount is rials; forms convert toman once). */
export const rialAmount = z
  .number({ error: WALLET_MSG.amountRequired })
  .int(WALLET_MSG.amountInteger)
  .positive(WALLET_MSG.amountPositive)
  .max(WALLET_LIMITS.maxRials, WALLET_MSG.amountTooLarge);

export const gatewayAmount = rialAmount.min(WALLET_LIMITS.gatewayMinRials, WALLET_MSG.gatewayMinAmount);

const optionalDescription = z
  .string()
  .trim()
  .max(WALLET_LIMITS.descriptionMax, WALLET_MSG.descriptionTooLong)
  .nullish()
  .transform((v) => v ?? '');

const requiredDescription = z
  .string({ error: WALLET_MSG.descriptionRequired })
  .trim()
  .min(1, WALLET_MSG.descriptionRequired)
  .max(WALLET_LIMITS.descriptionMax, WALLET_MSG.descriptionTooLong);

const optionalMessage = z
  .string()
  .trim()
  .max(WALLET_LIMITS.messageMax, WALLET_MSG.messageTooLong)
  .nullish()
  .transform((v) => v || null);

/** A client-made key for one admin action, so a double click moves money once. */
const requestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();

/** A whole number of a paging field (skip, limit) with one message for every fault. */
const pagingNumber = (message: string) => z.number({ error: message }).int(message);

export const topUpInput = z.object({ amount: gatewayAmount, description: optionalDescription });

export const transactionsInput = z
  .object({
    limit: z.number({ error: WALLET_MSG.pagingInvalid }).int(WALLET_MSG.pagingInvalid).min(1, WALLET_MSG.pagingInvalid).max(100, WALLET_MSG.pagingInvalid).default(WALLET_LIMITS.userPageSize),
    skip: z.number({ error: WALLET_MSG.pagingInvalid }).int(WALLET_MSG.pagingInvalid).min(0, WALLET_MSG.pagingInvalid).default(0),
    /** A piece of the transaction id (spec 3 §5). */
    search: z.string().trim().max(WALLET_LIMITS.searchMax).optional(),
  })
  .default({ limit: WALLET_LIMITS.userPageSize, skip: 0 });

/** Iranian IBAN (شبا): IR and 24 digits with a valid ISO 7064 check. Spaces and dashes are dropped. */
export function normalizeIban(value: string): string {
  const compact = normalizeDigits(value).replace(/[\s-]/g, '').toUpperCase();
  return /^\d{24}$/.test(compact) ? `IR${compact}` : compact;
}

export function isValidIban(iban: string): boolean {
  if (!/^IR\d{24}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const bankAccountInput = z.object({
  iban: z
    .string({ error: WALLET_MSG.ibanRequired })
    .transform(normalizeIban)
    .pipe(z.string().min(1, WALLET_MSG.ibanRequired).refine(isValidIban, WALLET_MSG.ibanInvalid)),
  account_number: z
    .string({ error: WALLET_MSG.accountNumberRequired })
    .transform((v) => normalizeDigits(v).trim())
    .pipe(
      z
        .string()
        .min(1, WALLET_MSG.accountNumberRequired)
        .max(30, WALLET_MSG.accountNumberInvalid)
        // A blank number reads only "required" (the pattern lets it through for min(1) to name).
        .regex(/^$|^\d[\d-]*\d$|^\d$/, WALLET_MSG.accountNumberInvalid),
    ),
  bank: requiredText(WALLET_MSG.bankRequired),
  full_name: requiredText(WALLET_MSG.fullNameRequired),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const withdrawRequestInput = z.object({
  amount: rialAmount,
  account_id: z.string({ error: WALLET_MSG.accountRequired }).min(1, WALLET_MSG.accountRequired).pipe(idSchema),
  description: optionalDescription,
});

export const withdrawalListInput = z
  .object({
    status: z.enum(WITHDRAWAL_STATUSES, { error: WALLET_MSG.withdrawalStatusInvalid }).optional(),
    limit: z.number({ error: WALLET_MSG.pagingInvalid }).int().min(1, WALLET_MSG.pagingInvalid).max(100, WALLET_MSG.pagingInvalid).default(50),
    skip: z.number({ error: WALLET_MSG.pagingInvalid }).int().min(0, WALLET_MSG.pagingInvalid).default(0),
  })
  .default({ limit: 50, skip: 0 });

/**
 * The cafe's own withdrawal requests (wallet.myWithdrawals), newest first, a page at a time; the
 * answer says has_more. Without a limit the largest page: the newest 100, what the list always
 * answered (old REST clients do not page). The cafe wallet asks for pages of `size`.
 */
export const MY_WITHDRAWALS_PAGE = { size: 20, max: 100 } as const;
export const myWithdrawalsInput = z
  .object({
    limit: pagingNumber(WALLET_MSG.pagingInvalid).min(1, WALLET_MSG.pagingInvalid).max(MY_WITHDRAWALS_PAGE.max, WALLET_MSG.pagingInvalid).default(MY_WITHDRAWALS_PAGE.max),
    skip: pagingNumber(WALLET_MSG.pagingInvalid).min(0, WALLET_MSG.pagingInvalid).default(0),
  })
  .default({ limit: MY_WITHDRAWALS_PAGE.max, skip: 0 });

export const approveWithdrawalInput = z.object({ id: idSchema, message: optionalMessage, expected_time: optionalMessage });
export const rejectWithdrawalInput = z.object({
  id: idSchema,
  message: z
    .string({ error: WALLET_MSG.rejectMessageRequired })
    .trim()
    .min(1, WALLET_MSG.rejectMessageRequired)
    .max(WALLET_LIMITS.messageMax, WALLET_MSG.messageTooLong),
});

const walletHolderId = z.string({ error: WALLET_MSG.fillRequired }).min(1, WALLET_MSG.fillRequired).pipe(idSchema);

export const adminDepositInput = z.object({
  target_user_id: walletHolderId,
  amount: rialAmount,
  description: requiredDescription,
  request_id: requestId,
});
export const adminWithdrawInput = adminDepositInput;

export const adminTransferInput = z
  .object({
    from_user_id: walletHolderId,
    to_user_id: walletHolderId,
    amount: rialAmount,
    description: requiredDescription,
    request_id: requestId,
  })
  .refine((v) => v.from_user_id !== v.to_user_id, { path: ['to_user_id'], error: WALLET_MSG.sameSourceAndTarget });

export const feeValue = z.number({ error: MSG.invalidFee }).min(FEE.min, MSG.invalidFee).max(FEE.max, MSG.invalidFee);
export const globalFeeInput = z.object({ fee: feeValue });
export const cafeFeeInput = z.object({
  cafe_user_id: z.string({ error: MSG.invalidCafeId }).regex(ID_PATTERN, MSG.invalidCafeId),
  /** null returns the cafe to the global fee. */
  fee: feeValue.nullable(),
});

/** The admin's per-cafe fee list: pages in cafe-name order (the REST path's default page is the largest). */
export const CAFE_FEES_PAGE = { size: 20, max: 100 } as const;
export const cafeFeesInput = z
  .object({
    limit: pagingNumber(WALLET_MSG.pagingInvalid).min(1, WALLET_MSG.pagingInvalid).max(CAFE_FEES_PAGE.max, WALLET_MSG.pagingInvalid).default(CAFE_FEES_PAGE.size),
    skip: pagingNumber(WALLET_MSG.pagingInvalid).min(0, WALLET_MSG.pagingInvalid).default(0),
    /** A piece of the cafe's name. */
    search: z
      .string({ error: CATALOGUE_MSG.searchMax })
      .transform(normalizePersianText)
      .pipe(z.string().max(CATALOGUE.searchMax, CATALOGUE_MSG.searchMax))
      .optional()
      .transform((value) => value || undefined),
  })
  .default({ limit: CAFE_FEES_PAGE.size, skip: 0, search: undefined });

export const walletHolderSearchInput = z.object({ q: z.string().trim().max(50).default('') });

export const authorityInput = z.object({
  authority: z.string({ error: WALLET_MSG.authorityMissing }).trim().min(1, WALLET_MSG.authorityMissing).max(64, WALLET_MSG.paymentNotFound),
  /** The gateway's callback Status; NOK ends the attempt without asking the gateway. */
  status: z.string().trim().toUpperCase().pipe(z.enum(['OK', 'NOK'])).optional(),
});

/** A payment the chat-bot starts (DOMAIN.md §4); the payer returns to /verify?type=bot. */
export const botPaymentInput = z.object({
  amount: gatewayAmount,
  description: optionalDescription,
  order_id: z.string().trim().max(64).nullish(),
  subscription_id: z.string().trim().max(64).nullish(),
  user_id: idSchema.nullish(),
});

/**
 * Form fields take toman and convert once (DOMAIN.md §3); the converted rials are checked by
 * the same schema the server uses, so a form shows the server's message before sending.
 */
export const tomanField = (rials: z.ZodType<number, number>) =>
  z
    .union([z.number(), z.literal('')], { error: WALLET_MSG.amountRequired })
    .refine((v) => v !== '', WALLET_MSG.amountRequired)
    .transform((v) => tomanToRials(Number(v)))
    .pipe(rials);

export const topUpForm = z.object({ amount: tomanField(gatewayAmount), description: optionalDescription });
export const withdrawForm = z.object({
  amount: tomanField(rialAmount),
  account_id: z.string({ error: WALLET_MSG.accountRequired }).min(1, WALLET_MSG.accountRequired),
  description: optionalDescription,
});
export const adminDepositForm = z.object({
  target_user_id: z.string({ error: WALLET_MSG.fillRequired }).min(1, WALLET_MSG.fillRequired),
  amount: tomanField(rialAmount),
  description: requiredDescription,
});
export const adminTransferForm = z
  .object({
    from_user_id: z.string({ error: WALLET_MSG.fillRequired }).min(1, WALLET_MSG.fillRequired),
    to_user_id: z.string({ error: WALLET_MSG.fillRequired }).min(1, WALLET_MSG.fillRequired),
    amount: tomanField(rialAmount),
    description: requiredDescription,
  })
  .refine((v) => v.from_user_id !== v.to_user_id, { path: ['to_user_id'], error: WALLET_MSG.sameSourceAndTarget });
