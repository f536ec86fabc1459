import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

/** One check of a field: the error text, or undefined when the value passes. */
export type FieldRule<V> = (value: string, values: V) => string | undefined;

type Values = Record<string, string>;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The id of a field's error text, for `aria-describedby`. */
export const errorId = (fieldId: string) => `${fieldId}-error`;

/**
 * The form state of the login and register pages (ADR 0007: these pages do without antd Form to
 * keep the login page under its 250 KB budget). A field is checked when it loses focus after an
 * edit, on every change once it shows an error, and all fields on submit, which then focuses the
 * first invalid one. Enter submits, since the fields sit in a real `<form>`.
 */
export function useLightForm<V extends Values>(formId: string, initial: V, rules: { [K in keyof V]?: FieldRule<V>[] }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const dirty = useRef(new Set<keyof V>());
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback(
    (name: keyof V, all: V): string | undefined => {
      for (const rule of rules[name] ?? []) {
        const error = rule(all[name], all);
        if (error) return error;
      }
      return undefined;
    },
    [rules],
  );

  const setError = useCallback((name: keyof V, error: string | undefined) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  /** Checks one field now; true when it passes. */
  const validateField = useCallback(
    (name: keyof V): boolean => {
      const error = check(name, latest.current);
      setError(name, error);
      if (error) document.getElementById(`${formId}-${String(name)}`)?.focus();
      return !error;
    },
    [check, formId, setError],
  );

  const setValue = useCallback((name: keyof V, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  }, []);

  const field = (name: keyof V & string): FieldProps => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      onChange: (event) => {
        const next = { ...latest.current, [name]: event.target.value };
        latest.current = next;
        setValues(next);
        dirty.current.add(name);
        if (errors[name]) setError(name, check(name, next));
      },
      onBlur: () => {
        if (dirty.current.has(name)) setError(name, check(name, latest.current));
      },
      ...(error ? { status: 'error', 'aria-invalid': true, 'aria-describedby': errorId(id) } : {}),
    };
  };

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const current = latest.current;
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(current) as (keyof V)[]) found[name] = check(name, current);
    setErrors(found);
    const firstInvalid = (Object.keys(current) as (keyof V & string)[]).find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    void onValid(current);
  };

  return { values, errors, field, setValue, setError, validateField, handleSubmit };
}

/** A required text: blank (after trimming) fails with `message`. */
export const required =
  <V>(message: string): FieldRule<V> =>
  (value) =>
    value.trim() ? undefined : message;

/** A trimmed value that must match `pattern` (blank passes: `required` tells that). */
export const matching =
  <V>(pattern: RegExp, message: string): FieldRule<V> =>
  (value) =>
    !value.trim() || pattern.test(value.trim()) ? undefined : message;
