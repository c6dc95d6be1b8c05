import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and the French error message, wired for screen readers. */
function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = { name: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ name, label, hint, id = name, ...props }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        {...field}
        {...props}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = { name: string; label: string; hint?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ name, label, hint, id = name, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        {...field}
        {...props}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
} & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ name, label, placeholder, options, id = name, ...props }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        {...field}
        {...props}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type CheckboxFieldProps = { name: string; children: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A checkbox whose label may hold links (the terms to accept, say). */
export function CheckboxField({ name, children, id = name, ...props }: CheckboxFieldProps) {
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="field">
      <div className="field__checkbox">
        <input
          {...field}
          {...props}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
