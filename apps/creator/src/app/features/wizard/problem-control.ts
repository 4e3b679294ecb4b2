import { isWithinField } from '@liveqr/qr-content';

/** A refusal where the form shows it: `field` is one of the form's control paths (see `controlOfField`). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The control that shows a refusal of the value at `field` (a request path, as qr-content's checks
 * and the API's 400 name it), among the form's `controls` (their paths, in form order): the closest
 * control holding it (an item of a list for `content.links[2].url`), else the first control inside
 * it (the date for `expiry`, the first condition for `routing[1].when`). Undefined when the form
 * shows no such control: the action bar says it then.
 */
export function controlOfField(field: string, controls: readonly string[]): string | undefined {
  const holding = controls.filter((control) => isWithinField(field, control)).sort((a, b) => b.length - a.length)[0];
  return holding ?? controls.find((control) => isWithinField(control, field));
}
