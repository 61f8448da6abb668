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
 * A nested field the form holds whole (`invoice.taxId` of a form with an `invoice` group): its name
 * path, so the message sits under that field rather than under the group.
 */
function nestedFieldOf(field: string, values: unknown): string[] | undefined {
  const path = field.split('.');
  if (path.length < 2) return undefined;
  let node: unknown = values;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return path;
}

/**
 * Shows each of a -2's failing fields under the form's field it names (antd `setFields`), in the
 * reader's language, and answers those the form has no field for (the error dialog lists them).
 */
export function placeFieldIssues(form: FormInstance, issues: readonly FieldIssue[]): FieldIssue[] {
  // Without arguments, getFieldsValue answers only the fields a Form.Item holds.
  const values = (form.getFieldsValue() as Record<string, unknown>) ?? {};
  const formFields = new Set(Object.keys(values));
  const placed = new Map<string, string[]>();
  const rest: FieldIssue[] = [];
  for (const issue of issues) {
    const nested = nestedFieldOf(issue.field, values);
    const name = nested ? nested.join('.') : formFieldOf(issue.field, formFields);
    if (name === undefined) rest.push(issue);
    else placed.set(name, [...(placed.get(name) ?? []), fieldIssueMessage(issue)]);
  }
  form.setFields([...placed].map(([name, errors]) => ({ name: name.split('.'), errors })));
  return rest;
}
