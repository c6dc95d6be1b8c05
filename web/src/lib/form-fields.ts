import type { FormikHelpers } from 'formik';

/**
 * Sets several fields of a Formik form at once, keeping whatever was typed since the last render.
 * Formik 2's `setValues((current) => …)` hands `current` the values of the last render, not the
 * latest: a patch that lands between a keystroke and the next render — the profile's address
 * filled by an effect while the client types the occasion — would put the typed field back to
 * what it was. A field set on its own is applied to the latest values.
 */
export function setFields<Values extends object>(
  setFieldValue: FormikHelpers<Values>['setFieldValue'],
  patch: Partial<Values>,
  validate: boolean,
): void {
  for (const [field, value] of Object.entries(patch)) void setFieldValue(field, value, validate);
}
