/** The HTTP statuses the spec gives a message for; anything else gets the generic message with the status. */
const KNOWN_STATUSES = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505] as const;

/** i18n key of the message for an HTTP status (spec section 8). */
export function httpStatusMessageKey(status: number): string {
  return (KNOWN_STATUSES as readonly number[]).includes(status) ? `http.${status}` : 'http.other';
}
