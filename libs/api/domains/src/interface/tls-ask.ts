import { APP_CONFIG, type AppConfig, type InternalResponse, InternalRoutes } from '@liveqr/api/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ownHosts } from '../application/own-hosts';
import { VerifiedHosts } from '../application/verified-hosts';
import { checkHostname } from '../domain/hostname';

/** The path of Caddy's on-demand TLS `ask`, on the internal listener (beside `/metrics`). */
export const TLS_ASK_PATH = '/tls/ask';

/**
 * Caddy's on-demand TLS `ask`: `GET /tls/ask?domain=<host>` answers 200 only for a verified,
 * enabled custom domain, so Caddy gets (or renews) a certificate for nothing else. It answers
 * from memory: no DNS, no query, whatever names a scanner sends.
 */
@Injectable()
export class TlsAsk implements OnModuleInit {
  private readonly ownHosts: string[];

  constructor(
    private readonly routes: InternalRoutes,
    private readonly hosts: VerifiedHosts,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownHosts = ownHosts(config);
  }

  onModuleInit(): void {
    this.routes.add(TLS_ASK_PATH, (query) => this.answer(query.get('domain')));
  }

  answer(domain: string | null): InternalResponse {
    if (!domain) return { status: 400, body: 'domain is missing' };
    const checked = checkHostname(domain, this.ownHosts);
    if (!checked.ok) return { status: 400, body: `not a custom domain: ${checked.refusal}` };
    return this.hosts.find(checked.hostname) ? { status: 200, body: 'ok' } : { status: 404, body: 'not verified' };
  }
}
