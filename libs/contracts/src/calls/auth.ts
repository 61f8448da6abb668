import { z } from 'zod';
import { passwordDigest, serialNumber } from './common';

export const loginInput = z
  .object({
    account: z.string().trim().min(1).max(50).optional(),
    deviceSerialNumber: serialNumber.optional(),
    password: passwordDigest,
  })
  .refine((v) => Boolean(v.account) !== Boolean(v.deviceSerialNumber), {
    message: 'give either account (fleet) or deviceSerialNumber (single device)',
  });

export const loginAccountInput = z.object({
  account: z.string().trim().min(1).max(50),
  password: passwordDigest,
});
export const forgetPasswordInput = z.object({
  account: z.string().trim().min(1).max(50),
  email: z.string().trim().email().max(100),
});
export const resetPasswordInput = z.object({
  resetKey: z.string().trim().min(20).max(100),
  password: passwordDigest,
});
export const emptyInput = z.object({});
