/** Where the web app's back office signs in (its route table's `/admin/login`). */
const BACK_OFFICE_SIGN_IN = '/admin/login';

/**
 * The addresses a person types to reach each area, from the platform's public address (which may
 * carry a path when it is served below one): customers sign in at its root, administrators at the
 * back office's sign-in page. Printed at start so neither has to be guessed.
 */
export function areaAddresses(publicUrl: string): { customers: string; backOffice: string } {
  const root = publicUrl.replace(/\/+$/, '');
  return { customers: `${root}/`, backOffice: `${root}${BACK_OFFICE_SIGN_IN}` };
}
