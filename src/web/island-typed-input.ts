/**
 * What the visitor typed into an island's fields before it hydrated (docs/decisions/0004, "Islands";
 * entry-islands.ts): set back to the server's HTML for the hydration, then typed again, so it is kept.
 */

/** A form control of an island as the visitor left it before the island hydrated. */
export type Typed = {
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
};

/**
 * The controls of `island` whose value or checked state the visitor changed from the server's HTML. A file input is
 * left out: its chosen files stay with the element through the hydration, and a script may only clear them.
 */
export function typedInto(island: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const control of island.querySelectorAll<Typed['control']>(
    'input:not([type="file"]), textarea, select',
  )) {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue;
    if (changed)
      typed.push({ control, value: control.value, checked: 'checked' in control && control.checked });
  }
  return typed;
}

/** Sets the controls of `typed` back to the server's HTML, so the island hydrates over what it rendered. */
export function resetTyped(typed: Typed[]): void {
  for (const { control } of typed) {
    if (control instanceof HTMLSelectElement)
      for (const option of control.options) option.selected = option.defaultSelected;
    else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      control.checked = control.defaultChecked;
    else control.value = control.defaultValue;
  }
}

/**
 * Types again what the visitor typed before the island hydrated: each value is set through the element's own
 * setter (not the one React watches) and an `input` and a `change` event sent, which the island's handlers take as
 * the visitor's change (the contact form strips angle brackets then, for instance).
 */
export function retype(typed: Typed[]): void {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== checked) control.click();
      continue;
    }
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
