import { html } from './html';

describe('html', () => {
  it('escapes every value, in lists too, and keeps nested templates as markup', () => {
    const name = '<script>alert("x")</script>';
    const items = ["it's", '<b>'].map((item) => html`<li>${item}</li>`);
    // prettier-ignore
    const page = html`<h1 title="${name}">${name}</h1><ul>${items}</ul>${false}${null}`;
    expect(page.value).toBe(
      '<h1 title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>' +
        '<ul><li>it&#39;s</li><li>&lt;b&gt;</li></ul>',
    );
  });
});
