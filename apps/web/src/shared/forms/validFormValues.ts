import type { FormInstance } from 'antd';

/** antd's rejection of validateFields() for an invalid form: it has already marked the fields. */
function isValidationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}

/**
 * The form's values when it is valid, or undefined when it is not: every form submits through
 * this, so an invalid form (whose fields antd has already marked) never leaks validateFields()'s
 * rejection as an unhandled one; any other failure still propagates.
 */
export async function validFormValues<Values>(form: FormInstance<Values>): Promise<Values | undefined> {
  try {
    return await form.validateFields();
  } catch (error) {
    if (isValidationFailure(error)) return undefined;
    throw error;
  }
}
