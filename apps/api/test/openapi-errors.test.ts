import { FIELD_ERROR_CODES, REFUSAL_REASONS } from '@gps/codes';
import { operationCatalogue as allOperations } from '../src/operations';
import { openApiDocument } from '../src/rest/openapi';

/** The OpenAPI document lists the codes a refused call's data holds (validation-errors.md). */
describe('the OpenAPI error codes', () => {
  const document = openApiDocument(allOperations, 'test') as {
    components: { schemas: Record<string, { enum?: string[] }> };
  };

  it('lists every field code and every refusal reason', () => {
    expect(document.components.schemas.FieldErrorCode.enum).toEqual([...FIELD_ERROR_CODES]);
    expect(document.components.schemas.RefusalReason.enum).toEqual([...REFUSAL_REASONS]);
  });

  it("describes a refused call's data: the issues of a -2 and the reason of a refusal", () => {
    expect(document.components.schemas.ErrorData).toMatchObject({
      properties: {
        issues: { items: { $ref: '#/components/schemas/InputIssue' } },
        reason: { $ref: '#/components/schemas/RefusalReason' },
      },
    });
  });
});
