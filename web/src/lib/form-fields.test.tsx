// @vitest-environment jsdom
import { Formik, type FormikProps } from 'formik';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { setFields } from './form-fields';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  occasion: string;
  street: string;
  commune: string;
}

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/**
 * What the form holds after the client typed the occasion and, before React rendered again, the
 * profile's address was filled in by `fill` — the order a busy browser can give them.
 */
async function afterTypingThenFilling(fill: (form: FormikProps<Values>) => void): Promise<Values> {
  const container = document.body.appendChild(document.createElement('div'));
  containers.push(container);
  let form: FormikProps<Values> | undefined;
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Formik<Values> initialValues={{ occasion: '', street: '', commune: '' }} onSubmit={() => undefined}>
        {(props) => {
          form = props;
          return null;
        }}
      </Formik>,
    ),
  );
  await act(async () => {
    void form?.setFieldValue('occasion', 'Anniversaire de Léa', false);
    fill(form as FormikProps<Values>);
  });
  const values = (form as FormikProps<Values>).values;
  await act(async () => root.unmount());
  return values;
}

test('Formik’s setValues((current) => …) sees the last render’s values: the occasion typed since is lost', async () => {
  const values = await afterTypingThenFilling(
    (form) => void form.setValues((current) => ({ ...current, street: '4 place du Marché', commune: 'Locronan' }), false),
  );
  expect(values).toEqual({ occasion: '', street: '4 place du Marché', commune: 'Locronan' });
});

test('setFields fills the address and keeps the occasion typed since the last render', async () => {
  const values = await afterTypingThenFilling((form) =>
    setFields(form.setFieldValue, { street: '4 place du Marché', commune: 'Locronan' }, false),
  );
  expect(values).toEqual({ occasion: 'Anniversaire de Léa', street: '4 place du Marché', commune: 'Locronan' });
});
