import {
  type Actor,
  CheckDestinationQuery,
  type DestinationProblem,
  DomainChangedEvent,
} from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { CustomDomain } from '../../../domain/custom-domain';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { DomainUsage } from '../../domain-usage';
import { DomainVerification } from '../../domain-verification';
import { type DomainView, DomainViews } from '../../domain-views';
import { VerifiedHosts } from '../../verified-hosts';
import { UpdateDomainCommand } from './update-domain.command';

@CommandHandler(UpdateDomainCommand)
export class UpdateDomainHandler implements ICommandHandler<UpdateDomainCommand> {
  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly views: DomainViews,
    private readonly queries: QueryBus,
    private readonly usage: DomainUsage,
    private readonly verification: DomainVerification,
    private readonly verifiedHosts: VerifiedHosts,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId, domainId, changes, actor, confirmed }: UpdateDomainCommand): Promise<DomainView> {
    const found = await this.domains.find(workspaceId, domainId);
    if (!found) throw new DomainsException(DomainsErrorCode.NotFound);
    const { enabled, ...settings } = changes;
    for (const url of [settings.rootUrl, settings.notFoundUrl]) if (url) await this.assertDestination(url);
    // A disabled domain cannot be the default: refused before anything changes.
    if (settings.isDefault && enabled === false) throw new DomainsException(DomainsErrorCode.NotVerified);
    const domain = enabled === undefined ? found : await this.switchTo(found, enabled, actor, confirmed);
    if (settings.isDefault && domain.status !== 'verified') throw new DomainsException(DomainsErrorCode.NotVerified);
    const updated = await this.domains.update(domain, settings, new Date());
    // Where `/` and unknown slugs go is read from memory on every replica.
    if (settings.rootUrl !== undefined || settings.notFoundUrl !== undefined) {
      await this.verifiedHosts.changed(updated.hostname);
    }
    if (Object.values(settings).some((value) => value !== undefined)) {
      this.events.publish(new DomainChangedEvent(workspaceId, domainId, updated.hostname, 'updated', actor));
    }
    return this.views.view(updated);
  }

  /**
   * Disables the domain (after the confirmation its codes need), or enables a disabled one: pending
   * again, and checked at once, so that a domain whose records are still right is verified again.
   */
  private async switchTo(
    domain: CustomDomain,
    enabled: boolean,
    actor: Actor,
    confirmed: boolean,
  ): Promise<CustomDomain> {
    if (enabled === (domain.status !== 'disabled')) return domain;
    if (!enabled) await this.usage.assertMayWithdraw(domain, confirmed);
    const switched = await this.domains.setEnabled(domain, enabled, new Date());
    await this.verifiedHosts.changed(domain.hostname);
    this.events.publish(
      new DomainChangedEvent(domain.workspaceId, domain.id, domain.hostname, enabled ? 'enabled' : 'disabled', actor),
    );
    // The check that follows is the person's too: a domain verified by it is entered in their name.
    return enabled ? (await this.verification.check(switched, actor)).domain : switched;
  }

  /** The destination policy of codes and webhooks (qr-catalog's): public http(s), not blocklisted. */
  private async assertDestination(url: string): Promise<void> {
    const problem = await this.queries.execute<CheckDestinationQuery, DestinationProblem | null>(
      new CheckDestinationQuery(url),
    );
    if (problem === 'invalid') throw new DomainsException(DomainsErrorCode.UrlInvalid);
    if (problem) throw new DomainsException(DomainsErrorCode.UrlNotAllowed);
  }
}
