import { RESET_REQUESTS, SIGN_IN_THROTTLE } from '@gps/domain';
import { whole } from '../infrastructure/env-values';
import type { KnownAddressLimits } from './known-addresses';
import type { SignInThrottleLimits } from './sign-in-throttle';

/**
 * Entries each in-process counter keeps at most (sign-in lanes, addresses, reset requests, mailboxes).
 * 85 to 99 MB for the four when all are full (bench/README.md). A lane under attack is written at
 * every attempt allowed, so it stays among the newest: evicting it takes this many attempts at
 * other accounts (from 10,000 addresses, the spraying limit) within one 5-minute wait, each of them
 * a password verify (about 15 a second here): two hours of this machine to win 14 guesses.
 */
const MAX_COUNTER_ENTRIES = 100_000;
/** Addresses remembered per account; more than one person's usual places, few enough to stay small. */
const KNOWN_ADDRESSES_PER_ACCOUNT = 10;
const DEFAULT_KNOWN_ADDRESS_DAYS = 30;
const DAY_MS = 86_400_000;

/** Sign-in throttling and password-reset limits; the README's configuration table lists the variables. */
export interface SignInConfig {
  throttle: SignInThrottleLimits;
  knownAddresses: KnownAddressLimits;
}

/**
 * SIGN_IN_FREE_FAILURES, SIGN_IN_MAX_DELAY_SECONDS, SIGN_IN_SPRAY_ACCOUNTS, SIGN_IN_KNOWN_ADDRESS_DAYS
 * and RESET_MAILS_PER_HOUR override the policy's figures (docs/decisions/sign-in-throttle.md).
 */
export function loadSignInConfig(env: NodeJS.ProcessEnv): SignInConfig {
  const maxDelayMs = whole(env, 'SIGN_IN_MAX_DELAY_SECONDS', SIGN_IN_THROTTLE.maxDelayMs / 1000, 1) * 1000;
  return {
    throttle: {
      signIn: {
        ...SIGN_IN_THROTTLE,
        freeFailures: whole(env, 'SIGN_IN_FREE_FAILURES', SIGN_IN_THROTTLE.freeFailures, 1),
        maxDelayMs,
        firstDelayMs: Math.min(SIGN_IN_THROTTLE.firstDelayMs, maxDelayMs),
        // A lane must outlive its longest wait, or waiting would be the same as forgetting.
        forgetAfterMs: Math.max(SIGN_IN_THROTTLE.forgetAfterMs, maxDelayMs),
        sprayAccounts: whole(env, 'SIGN_IN_SPRAY_ACCOUNTS', SIGN_IN_THROTTLE.sprayAccounts, 1),
      },
      reset: {
        ...RESET_REQUESTS,
        mailsPerMailbox: whole(env, 'RESET_MAILS_PER_HOUR', RESET_REQUESTS.mailsPerMailbox, 1),
      },
      maxEntries: MAX_COUNTER_ENTRIES,
    },
    knownAddresses: {
      rememberMs: whole(env, 'SIGN_IN_KNOWN_ADDRESS_DAYS', DEFAULT_KNOWN_ADDRESS_DAYS, 0) * DAY_MS,
      perAccount: KNOWN_ADDRESSES_PER_ACCOUNT,
    },
  };
}
