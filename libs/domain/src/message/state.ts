/** One message; `published` false is a stream nothing was sent on (an unknown id). */
export interface MessageState {
  readonly published: boolean;
  readonly deleted: boolean;
}

export const NO_MESSAGE: MessageState = { published: false, deleted: false };
