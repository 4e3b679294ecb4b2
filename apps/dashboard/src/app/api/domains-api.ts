import { api, ApiError, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
export type Domain = Schemas['DomainResponseDto'];
export type DomainStatus = Domain['status'];
export type DnsRecord = Schemas['DnsRecordDto'];
export type DnsProblem = Schemas['DnsProblemDto'];
export type DomainCheck = Schemas['DomainVerificationResponseDto'];
export type DomainSettings = Schemas['UpdateDomainRequestDto'];

const byId = (id: string) => ({ params: { path: { id } } });
/** `confirmed`: the caller was told how many codes use the domain and goes ahead all the same. */
const confirmedById = (id: string, confirmed: boolean) => ({
  params: { path: { id }, ...(confirmed ? { query: { confirm: true } } : {}) },
});

/** The workspace's custom domains, for its owner and admins (ApiError 403 `WORKSPACE_ROLE_TOO_LOW` for anyone else). */
export const domainsApi = {
  list: () => bodyOf(api.GET('/api/domains')),
  add: (hostname: string) => bodyOf(api.POST('/api/domains', { body: { hostname } })),
  /** Reads the domain's DNS now; 429 `TOO_MANY_ATTEMPTS` after 60 checks an hour in the workspace. */
  check: (id: string) => bodyOf(api.POST('/api/domains/{id}/verify', byId(id))),
  /** Disabling (`enabled: false`) a domain codes use is refused with 409 `DOMAIN_IN_USE` unless `confirmed`. */
  update: (id: string, body: DomainSettings, confirmed = false) =>
    bodyOf(api.PATCH('/api/domains/{id}', { ...confirmedById(id, confirmed), body })),
  /** Refused with 409 `DOMAIN_IN_USE` for a domain codes use, unless `confirmed`. */
  remove: (id: string, confirmed = false) => api.DELETE('/api/domains/{id}', confirmedById(id, confirmed)),
};

/** How many codes use the domain, when that is why the API refused to disable or remove it. */
export function codesInUse(failure: unknown): number | undefined {
  if (!(failure instanceof ApiError) || failure.code !== 'DOMAIN_IN_USE') return undefined;
  const codes = failure.body['codes'];
  return typeof codes === 'number' ? codes : 0;
}
