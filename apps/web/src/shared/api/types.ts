/** One failing field of a -2, as the server named it, with its stable code and figures. */
export interface FieldIssue {
  field: string;
  /** FIELD_ERROR_CODES of @gps/codes: shown as errors.field.<code>. */
  code: string;
  params?: Record<string, string | number>;
}

/** A failed request, as the error dialog shows it. */
export interface AppError {
  /** The response code (GraphQL extensions.code); the spec's default is -1. */
  code: number;
  /** HTTP status, when one is known. */
  httpStatus?: number;
  /** i18n key of the main message, with its interpolation values. */
  messageKey: string;
  messageParams?: Record<string, string | number>;
  /**
   * The server's own (English) message: logged, never shown, as the translated code, reason or
   * field messages say it in the reader's language (docs/decisions/validation-errors.md).
   */
  detail?: string;
  /** A -2's failing fields: shown under the fields of the form that sent them, else in the dialog. */
  fieldIssues?: FieldIssue[];
  /** A refusal's reason (a -5's `coupon_used`, ...), when the app knows it. */
  reason?: string;
  /** i18n key of the dialog title; default modal.errorTitle. */
  titleKey?: string;
}

declare module '@apollo/client' {
  interface DefaultContext {
    /** The spec's "only log" calls: failures go to the console, no error dialog. */
    logOnly?: boolean;
    /**
     * A form's call: shows a -2's failing fields under the form's fields and answers those it could
     * not place, which the error dialog then lists (useSafeMutation's `form`).
     */
    placeFieldIssues?: (issues: FieldIssue[]) => FieldIssue[];
    /**
     * A form's call that answers some refusals itself (a coupon's message under the coupon field, a
     * confirmation asked): true when it did, and no error dialog is shown.
     */
    handleRefusal?: (reason: string) => boolean;
  }
}
