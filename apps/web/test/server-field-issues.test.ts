import { describe, expect, it } from '@jest/globals';
import type { FormInstance } from 'antd';
import { placeFieldIssues } from '../src/shared/forms/serverFieldIssues';

/** The two methods placeFieldIssues uses, over plain values; it records what was set. */
function formOf(values: Record<string, unknown>) {
  const set: { name: unknown; errors: string[] }[] = [];
  const form = {
    getFieldsValue: () => values,
    setFields: (fields: { name: unknown; errors: string[] }[]) => set.push(...fields),
  } as unknown as FormInstance;
  return { form, set };
}

describe("a -2's failing fields under the form's fields", () => {
  it('places a nested field (invoice.taxId) under that field of the group, not under the group', () => {
    const { form, set } = formOf({ invoice: { type: 2, taxId: '12345678', companyTitle: 'A' } });
    const rest = placeFieldIssues(form, [{ field: 'invoice.taxId', code: 'tax_id_invalid' }]);
    expect(rest).toEqual([]);
    expect(set.map((f) => f.name)).toEqual([['invoice', 'taxId']]);
  });

  it('still places a top field, and answers a field the form does not hold', () => {
    const { form, set } = formOf({ couponNumber: 'X' });
    const rest = placeFieldIssues(form, [
      { field: 'couponNumber', code: 'invalid' },
      { field: 'invoice.taxId', code: 'tax_id_invalid' },
    ]);
    expect(set.map((f) => f.name)).toEqual([['couponNumber']]);
    expect(rest).toEqual([{ field: 'invoice.taxId', code: 'tax_id_invalid' }]);
  });
});
