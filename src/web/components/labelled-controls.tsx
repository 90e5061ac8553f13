/**
 * The form rows of the web app's forms (site-and-portals.md §2.9–§2.11 forms): a {@link FormField} (label, hint,
 * error, wired for assistive technology) holding its one control, an input, a text area or a native select. The
 * control takes every other prop, e.g. a field's registration (`{...register('email')}`), `maxLength` and
 * `autoComplete`.
 */
import type * as React from 'react';
import { FormField, type FormFieldProps } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';

/** The row's props: {@link FormFieldProps} but the control, which the row renders itself. */
type RowProps = Omit<FormFieldProps, 'children'>;
/** The control's own props, less those the row sets (`id`) or keeps for itself (`className`, `required`). */
type ControlProps<T extends 'input' | 'textarea' | 'select'> = Omit<
  React.ComponentProps<T>,
  'id' | 'className' | 'required' | 'children'
>;

/** Splits a row's props from its control's. */
function split<T extends object>({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...control
}: RowProps & T): [RowProps, Omit<T, keyof RowProps>] {
  return [{ id, label, required, hint, error, className }, control];
}

/** A labelled text input (any `type`: email, tel, date...). */
export function InputField(props: RowProps & ControlProps<'input'>) {
  const [row, input] = split(props);
  return <FormField {...row}>{(control) => <Input {...control} {...input} />}</FormField>;
}

/** A labelled text area. */
export function TextareaField(props: RowProps & ControlProps<'textarea'>) {
  const [row, textarea] = split(props);
  return <FormField {...row}>{(control) => <Textarea {...control} {...textarea} />}</FormField>;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends RowProps, ControlProps<'select'> {
  /** The first option, with an empty value: what the select says while nothing is chosen. */
  placeholder: string;
  /** The values, in order. */
  options: readonly string[];
  /** Each value's label. */
  labels: Readonly<Record<string, string>>;
}

/** A labelled native select: the placeholder, then each of `options` with its label. */
export function SelectField({ placeholder, options, labels, ...props }: SelectFieldProps) {
  const [row, select] = split(props);
  return (
    <FormField {...row}>
      {(control) => (
        <Select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
