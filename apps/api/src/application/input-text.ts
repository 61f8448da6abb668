/** One problem of a call's input: the field's path (`rows.2.name`) and what is wrong with it. */
export interface InputIssue {
  field: string;
  message: string;
}
