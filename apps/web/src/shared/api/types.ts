/** A failed request, as the error dialog shows it. */
export interface AppError {
  /** The response code (GraphQL extensions.code); the spec's default is -1. */
  code: number;
  /** HTTP status, when one is known. */
  httpStatus?: number;
  /** i18n key of the main message, with its interpolation values. */
  messageKey: string;
  messageParams?: Record<string, string | number>;
  /** The server's own message, shown under the translated one when it adds something. */
  detail?: string;
  /** i18n key of the dialog title; default modal.errorTitle. */
  titleKey?: string;
}

declare module '@apollo/client' {
  interface DefaultContext {
    /** The spec's "only log" calls: failures go to the console, no error dialog. */
    logOnly?: boolean;
  }
}
