// @ts-check
// The public pages' client of LiveQR's API: the calls their scripts make (site/site.mjs,
// white-label/page.mjs), typed by the contract that the web's generated client is made from
// (apps/api/openapi.json, read through @liveqr/web/api-client's types: `npx nx typecheck
// public-pages-browser` fails when a path, parameter or body here leaves the contract). Plain and
// small on purpose: the scripts are served as written, without a bundler, on pages that load no
// framework, so the generated client (openapi-fetch, session refresh, uploads) is not theirs.

/** @import { ApiErrorCode, components, paths } from '@liveqr/web/api-client' */

/** @typedef {components['schemas']['PublicQrCodeResponseDto']} PublicQrCode */
/** @typedef {components['schemas']['AddLinkRequestDto']} NewLink */
/** @typedef {paths['/api/public/static-qr-code']['get']['parameters']['query']} StaticQrCodeQuery */
/** @typedef {paths['/api/public/qr-codes/{id}']['get']['parameters']['query']['type']} PublicPageType */

/**
 * An answer other than 2xx, read as the web's ApiError reads it: the status, the API's stable error
 * `code` (the body's `code`) and the server's message for people.
 */
export class PublicApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {ApiErrorCode} [code]
   */
  constructor(status, message, code) {
    super(message);
    this.name = 'PublicApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * The home page generator's code of a link, as an image.
 * @param {StaticQrCodeQuery} query
 * @returns {Promise<Blob>}
 */
export async function staticQrCode(query) {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return (await call(`${route('/api/public/static-qr-code')}?${search}`)).blob();
}

/**
 * A public page's data; `isOwner` says whether the signed-in visitor owns the code.
 * @param {string} id
 * @param {PublicPageType} type
 * @returns {Promise<PublicQrCode>}
 */
export async function publicQrCode(id, type) {
  const search = new URLSearchParams({ type });
  return (await call(`${route('/api/public/qr-codes/{id}', { id })}?${search}`)).json();
}

/**
 * The owner's Add Link on the links page: the page's data with the new link.
 * @param {string} id
 * @param {NewLink} link
 * @returns {Promise<PublicQrCode>}
 */
export async function addLink(id, link) {
  const answer = await call(route('/api/qr-codes/{id}/links', { id }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(link),
  });
  return answer.json();
}

/**
 * The reader's words for a failed call, by the web apps' rule (`apiErrorText`, libs/web/api-client):
 * the translation of the API's error code when the page carries one (the server writes the
 * `common:apiErrors.<code>` texts of the codes a call may answer), else the fallback.
 * @param {unknown} error
 * @param {Partial<Record<ApiErrorCode, string>>} translations
 * @param {string} fallback
 * @returns {string}
 */
export function errorText(error, translations, fallback) {
  const code = error instanceof PublicApiError ? error.code : undefined;
  return (code && translations[code]) || fallback;
}

/**
 * A path of the contract with its parameters filled in: `route('/api/qr-codes/{id}/links', { id })`.
 * @param {keyof paths} template
 * @param {Record<string, string>} [values]
 */
function route(template, values = {}) {
  return template.replace(/{(\w+)}/g, (_, name) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The answer, or its refusal thrown as a PublicApiError. Cookies go along as the page's own
 * requests send them (same origin); a network failure rejects as fetch does.
 * @param {string} path
 * @param {RequestInit} [init]
 */
async function call(path, init) {
  const response = await fetch(new URL(path, location.origin), init);
  if (!response.ok) throw await refusalOf(response);
  return response;
}

/**
 * @param {Response} response
 * @returns {Promise<PublicApiError>}
 */
async function refusalOf(response) {
  /** @type {Partial<components['schemas']['ErrorResponseDto']>} */
  const body = await response.json().catch(() => ({}));
  const message = Array.isArray(body.message) ? body.message[0] : body.message;
  return new PublicApiError(response.status, message || response.statusText, body.code);
}
