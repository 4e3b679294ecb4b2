import { randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { DomainChangedEvent } from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DomainsErrorCode, DomainsException } from '../../../domain/domains.exception';
import { checkHostname, type HostnameRefusal } from '../../../domain/hostname';
import { CustomDomainsRepository } from '../../../infrastructure/custom-domains.repository';
import { type DomainView, DomainViews } from '../../domain-views';
import { ownHosts } from '../../own-hosts';
import { AddDomainCommand } from './add-domain.command';

const REFUSALS: Record<HostnameRefusal, DomainsErrorCode> = {
  invalid: DomainsErrorCode.HostnameInvalid,
  wildcard: DomainsErrorCode.HostnameWildcard,
  ip: DomainsErrorCode.HostnameIp,
  own: DomainsErrorCode.HostnameOwn,
  public_suffix: DomainsErrorCode.HostnamePublicSuffix,
};

@CommandHandler(AddDomainCommand)
export class AddDomainHandler implements ICommandHandler<AddDomainCommand> {
  private readonly ownHosts: string[];

  constructor(
    private readonly domains: CustomDomainsRepository,
    private readonly views: DomainViews,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownHosts = ownHosts(config);
  }

  async execute({ workspaceId, hostname: raw, actor }: AddDomainCommand): Promise<DomainView> {
    const checked = checkHostname(raw, this.ownHosts);
    if (!checked.ok) throw new DomainsException(REFUSALS[checked.refusal]);
    const { ipv4, ipv6 } = this.views.targets;
    if (checked.apex && !ipv4 && !ipv6) throw new DomainsException(DomainsErrorCode.ApexUnavailable);
    const added = await this.domains.add({
      id: randomUUID(),
      workspaceId,
      hostname: checked.hostname,
      token: randomBytes(24).toString('base64url'),
      createdAt: new Date(),
    });
    if (added === 'duplicate') throw new DomainsException(DomainsErrorCode.AlreadyAdded);
    if (added === 'limit') throw new DomainsException(DomainsErrorCode.LimitReached);
    this.events.publish(new DomainChangedEvent(workspaceId, added.id, added.hostname, 'added', actor));
    return this.views.view(added);
  }
}
