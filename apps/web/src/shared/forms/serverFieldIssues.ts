import type { FormInstance } from 'antd';
import i18n from 'i18next';
import { API_FIELD_RENAMES } from '@gps/contracts/catalogue/api-fields';
import type { FieldIssue } from '../api/types';

/** A failing field's message in the reader's language: errors.field.<code> with its figures. */
export function fieldIssueMessage(issue: FieldIssue): string {
  return i18n.t(`errors.field.${issue.code}`, issue.params);
}

const ANSWER_NAME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(API_FIELD_RENAMES).map(([call, { answer }]) => [call, answer]),
);

/**
 * The form's field for a field the server named: the call's name (`alias`), or, for the /api
 * contract's renamed fields, the answer's name an editor's form holds (`ownerPhone` -> `phoneNumber`);
 * a nested path (`rows.2.name`) falls on its top field.
 */
function formFieldOf(field: string, formFields: ReadonlySet<string>): string | undefined {
  const [top] = field.split('.');
  return [top, ANSWER_NAME[top]].find((name) => name !== undefined && formFields.has(name));
}

/**
 * Shows each of a -2's failing fields under the form's field it names (antd `setFields`), in the
 * reader's language, and answers those the form has no field for (the error dialog lists them).
 */
export function placeFieldIssues(form: FormInstance, issues: readonly FieldIssue[]): FieldIssue[] {
  // Without arguments, getFieldsValue answers only the fields a Form.Item holds.
  const formFields = new Set(Object.keys((form.getFieldsValue() as Record<string, unknown>) ?? {}));
  const placed = new Map<string, string[]>();
  const rest: FieldIssue[] = [];
  for (const issue of issues) {
    const name = formFieldOf(issue.field, formFields);
    if (name === undefined) rest.push(issue);
    else placed.set(name, [...(placed.get(name) ?? []), fieldIssueMessage(issue)]);
  }
  form.setFields([...placed].map(([name, errors]) => ({ name, errors })));
  return rest;
}
