// The little script of the white-label pages (libs/public-pages/server/src/white-label): the
// coupon's Copy button and the links page's Add Link form for the code's owner. Plain and small on
// purpose: these pages load no framework. Every text comes from the page, already in its language.

import { addLink, errorText, PublicApiError, publicQrCode } from '../public-api.mjs';

for (const button of document.querySelectorAll('[data-copy]')) {
  if (!navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    await navigator.clipboard.writeText(document.getElementById(button.dataset.copy)?.textContent ?? '');
    button.textContent = button.dataset.copied;
  });
}

const ownerLinks = document.getElementById('owner-links');
if (ownerLinks) void showOwnerForm(ownerLinks);

/** Spec §9: the success note stays 2 s. */
const TOAST_MS = 2000;

/** Only the signed-in owner gets the form (the server checks it again when a link is added). */
async function showOwnerForm(container) {
  const id = container.dataset.id;
  const texts = JSON.parse(container.dataset.texts);
  const code = await publicQrCode(id, 'links').catch(() => undefined);
  if (!code?.isOwner) return;

  const toast = element('p', { className: 'toast', role: 'status' });
  const toggle = element('button', { type: 'button', className: 'button button--quiet' });
  const form = element('form', { noValidate: true, hidden: true });
  const failure = element('p', { role: 'alert', hidden: true });
  const title = input('title', texts.title);
  const url = input('url', texts.url, 'url');
  const add = element('button', { type: 'submit', className: 'button', textContent: texts.add, disabled: true });
  const clear = element('button', { type: 'button', className: 'button button--quiet', textContent: texts.clear });
  form.append(
    element('h2', { textContent: texts.formTitle }),
    element('p', { textContent: texts.tip }),
    failure,
    title.label,
    url.label,
    add,
    clear,
  );
  container.append(toast, toggle, form);
  container.hidden = false;

  let links = code.content.links;
  const showToggle = () => {
    toggle.setAttribute('aria-expanded', String(!form.hidden));
    toggle.textContent = !form.hidden ? texts.close : links.length === 0 ? texts.addFirst : texts.open;
  };
  const reset = () => {
    title.field.value = '';
    url.field.value = '';
    failure.hidden = true;
    add.disabled = true;
  };
  showToggle();
  toggle.addEventListener('click', () => {
    // Closing clears the form (spec §2).
    if (!form.hidden) reset();
    form.hidden = !form.hidden;
    showToggle();
  });
  clear.addEventListener('click', reset);
  url.field.addEventListener('input', () => (add.disabled = url.field.value.trim() === ''));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    add.disabled = true;
    add.textContent = texts.adding;
    failure.hidden = true;
    let answer;
    try {
      answer = await addLink(id, { title: title.field.value, url: url.field.value });
    } catch (error) {
      // The refusal in the page's language where the page carries it, else the server's own words.
      const message = errorText(error, texts.errors, error instanceof PublicApiError ? error.message : '');
      failure.textContent = texts.failed.replace('{{message}}', message);
      failure.hidden = false;
      add.disabled = false;
      return;
    } finally {
      add.textContent = texts.add;
    }
    links = answer.content.links;
    showLinks(links);
    reset();
    showToggle();
    toast.textContent = texts.added;
    setTimeout(() => (toast.textContent = ''), TOAST_MS);
  });
}

/** Lists the links again as the server wrote them (textContent only: nothing is parsed as HTML). */
function showLinks(links) {
  const list = document.querySelector('.links');
  list.replaceChildren(
    ...links.map((link) => {
      const anchor = element('a', {
        href: /^https?:\/\//i.test(link.url) ? link.url : `https://${link.url}`,
        rel: 'noopener',
      });
      // An untitled link is saved with its address as its title: shown once.
      const title = link.title || link.url;
      anchor.append(element('strong', { textContent: title }));
      if (title !== link.url) anchor.append(element('span', { textContent: link.url }));
      const item = element('li');
      item.append(anchor);
      return item;
    }),
  );
}

function input(name, text, type = 'text') {
  const field = element('input', { name, type });
  const label = element('label');
  label.append(element('span', { textContent: text }), field);
  return { field, label };
}

function element(tag, properties = {}) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key === 'role' || key === 'rel') node.setAttribute(key, value);
    else node[key] = value;
  }
  return node;
}
