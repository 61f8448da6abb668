/**
 * A time zone's name in the reader's language ("台北標準時間", "Taiwan Standard Time"), not its IANA
 * id, which is English; the id itself when the runtime has no name for it.
 */
export function zoneName(timeZone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // A zone the runtime does not know: its id is all there is to show.
    return timeZone;
  }
}
