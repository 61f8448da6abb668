// The /api door as the benchmarks call it, and the first administrator they sign in as.
import { createHash } from 'node:crypto';
import codes from '@gps/codes';

/** The first administrator's password on every benchmark's server. */
export const ADMIN_PASSWORD = 'bench-admin-password';

/** A password as clients send it: its SHA-256 in hex. */
export const sha = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * `count` fresh serial numbers from a 15-digit first one: IMEIs, as the simulator numbers them (the
 * first 14 digits count up, each ends in its check digit), so addDevices takes every one.
 */
export const imeis = (first, count) =>
  Array.from({ length: count }, (_, i) => codes.imeiOf(String(Math.floor(first / 10) + i)));

/** loginAccount's input for the first administrator. */
export const ADMIN_SIGN_IN = { account: 'admin', password: sha(ADMIN_PASSWORD) };

/**
 * POSTs `body` to `/api/<call>` of the server at `url`, with `userToken` beside its fields when a
 * token is given, and extra `headers`; resolves with the envelope `{ code, message, data }`.
 */
export async function postApi(url, call, body, { token, headers = {}, signal } = {}) {
  const res = await fetch(`${url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(token ? { ...body, userToken: token } : body),
    signal,
  });
  return res.json();
}

/** The call's data; throws unless it answered 0 (provisioning that fails spoils the whole run). */
export async function callApi(url, call, body, token) {
  const envelope = await postApi(url, call, body, { token });
  if (envelope.code !== 0) throw new Error(`${call} answered ${envelope.code}: ${envelope.message}`);
  return envelope.data;
}
