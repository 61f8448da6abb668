import type { AddPlanOrderMutation } from '../../gql/graphql';

export type CheckoutForm = NonNullable<AddPlanOrderMutation['addPlanOrder']['checkout']>;

/**
 * Submits the provider's checkout form as the provider expects it: a real browser form (POST or
 * GET) of hidden fields, so that the browser leaves for the payment page with what was signed.
 */
export function submitCheckout(doc: Document, checkout: CheckoutForm): void {
  const form = doc.createElement('form');
  form.method = checkout.method;
  form.action = checkout.action;
  form.style.display = 'none';
  for (const { name, value } of checkout.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
