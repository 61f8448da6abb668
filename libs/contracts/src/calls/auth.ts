import { z } from 'zod';
import { Announcement, Message } from './messages';
import { byName, call, NO_DATA } from '../catalogue/declare';
import {
  FunctionRights,
  int,
  maybeId,
  maybeText,
  newPassword,
  passwordDigest,
  serialNumber,
  text,
  entityId,
} from './common';

export const loginInput = z
  .object({
    account: z.string().trim().min(1).max(50).optional(),
    deviceSerialNumber: serialNumber.optional(),
    password: passwordDigest.describe('Lowercase hex SHA-256 of the password.'),
  })
  .refine((v) => Boolean(v.account) !== Boolean(v.deviceSerialNumber), {
    message: 'give either account (fleet) or deviceSerialNumber (single device)',
  })
  .describe('Fleet sign-in (account) or single-device sign-in (deviceSerialNumber).');

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
  password: newPassword,
});
export const emptyInput = z.object({});

export const Session = z
  .object({
    token: text,
    accountId: entityId,
    accountType: int.describe('1 administrator, 2 fleet (main or sub), 3 single device.'),
    account: text,
    alias: maybeText,
    permissions: z
      .array(int)
      .describe('Client permission slots: edit vehicle info, send commands, fleet management.'),
    rights: z.array(FunctionRights).describe('Administrators: rights per back-office function.'),
    parentFleetId: maybeId.describe('Sub-fleets: their main fleet.'),
    idleSeconds: int,
    announcementDatas: z
      .array(Announcement)
      .describe('Customers: the unseen announcements, newest first (the viewer shows them one at a time).'),
    messageDatas: z
      .array(Message)
      .describe('Customers: the unseen messages, newest first, shown after the announcements.'),
  })
  .meta({ id: 'Session' });

export const authCalls = byName([
  call({
    name: 'loginAccount',
    kind: 'mutation',
    summary: 'Administrator sign-in. Returns the session with the token and the permission rights.',
    input: loginAccountInput,
    output: Session,
    graphql: { field: 'loginAccount', args: 'flat' },
  }),
  call({
    name: 'login',
    kind: 'mutation',
    summary:
      'Client sign-in: a fleet or sub-fleet account, or a single device by serial number and password.',
    input: loginInput,
    output: Session,
    graphql: { field: 'login', args: { input: 'ClientLoginInput' } },
  }),
  call({
    name: 'logout',
    kind: 'mutation',
    summary: 'Ends the session; its token is refused afterwards.',
    input: emptyInput,
    output: NO_DATA,
    graphql: { field: 'logout', args: 'flat' },
  }),
  call({
    name: 'me',
    kind: 'query',
    summary: 'The session of the token, as returned at sign-in (with current permissions).',
    input: emptyInput,
    output: Session,
    graphql: { field: 'me', args: 'flat' },
  }),
  call({
    name: 'forgetAccountPassword',
    kind: 'mutation',
    summary:
      'Administrator: mails a single-use reset key when account and email match. Always answers success.',
    input: forgetPasswordInput,
    output: NO_DATA,
    graphql: { field: 'forgetAccountPassword', args: 'flat', description: 'Administrators.' },
  }),
  call({
    name: 'requestForgetPassword',
    kind: 'mutation',
    summary:
      'Fleet or device (account = fleet account or serial number): mails a reset key when the email matches.',
    input: forgetPasswordInput,
    output: NO_DATA,
    graphql: {
      field: 'requestForgetPassword',
      args: 'flat',
      description: 'Fleets and devices: account is the fleet account or the serial number.',
    },
  }),
  call({
    name: 'resetAccountPassword',
    kind: 'mutation',
    summary: 'Administrator: sets a new password with a reset key (single use, expires).',
    input: resetPasswordInput,
    output: NO_DATA,
    graphql: { field: 'resetAccountPassword', args: 'flat' },
  }),
  call({
    name: 'resetPassword',
    kind: 'mutation',
    summary: 'Fleet or device: sets a new password with a reset key (single use, expires).',
    input: resetPasswordInput,
    output: NO_DATA,
    graphql: { field: 'resetPassword', args: 'flat' },
  }),
] as const);
