/**
 * HTML the server writes itself (scan warnings, previews, white-label pages): a tagged template
 * that escapes every value it is given, so a code's content can never become markup.
 *
 *   html`<h1>${title}</h1>${items.map((item) => html`<li>${item}</li>`)}`
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]) : ''), ''),
  );
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
