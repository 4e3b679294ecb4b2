import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../support/test-server';
import type { TestDns } from './dns-server';

/** The CUSTOM_DOMAIN_TARGET the domains tests run with: what a subdomain's CNAME must name. */
export const TARGET = 'domains.liveqr.test';

/** A hostname no other test uses. */
export const aHostname = () => `qr.brand-${randomBytes(4).toString('hex')}.test`;

/** A request in one workspace, as its member (see inWorkspace): what the helpers below send. */
export type WorkspaceCall = (
  method: 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => ReturnType<TestServer['inject']>;

export interface AddedDomain {
  id: string;
  hostname: string;
  /** The value its `_liveqr-challenge` TXT record must hold. */
  token: string;
}

/** Adds the hostname through the API (201), pending. */
export async function addDomain(call: WorkspaceCall, hostname: string): Promise<AddedDomain> {
  const response = await call('POST', '/api/domains', { hostname });
  expect(response.statusCode).toBe(201);
  const domain = response.json() as { id: string; records: Array<{ type: string; value: string }> };
  return { id: domain.id, hostname, token: domain.records.find((record) => record.type === 'TXT')?.value ?? '' };
}

/** Creates the domain's records in the test DNS: its TXT token, and a CNAME to us. */
export async function pointAtUs(dns: TestDns, domain: AddedDomain): Promise<void> {
  await dns.setTxt(`_liveqr-challenge.${domain.hostname}`, domain.token);
  await dns.setCname(domain.hostname, TARGET);
}

/** Adds the hostname, creates its records and checks it ("Check now"): verified. */
export async function verifiedDomain(call: WorkspaceCall, dns: TestDns, hostname = aHostname()): Promise<AddedDomain> {
  const domain = await addDomain(call, hostname);
  await pointAtUs(dns, domain);
  expect((await call('POST', `/api/domains/${domain.id}/verify`)).json().status).toBe('verified');
  return domain;
}
