import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ListSharedOwnedWorkspacesQuery, UserDeletedEvent } from '@liveqr/shared/contracts';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { DELETE_CONFIRMATION } from '../../../domain/session-policy';
import { User } from '../../../domain/user.entity';
import { ApiKeys } from '../../../infrastructure/api-keys';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { DeleteAccountCommand } from './delete-account.command';

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
    private readonly registry: SessionRegistry,
    private readonly apiKeys: ApiKeys,
    private readonly queries: QueryBus,
  ) {}

  /** Deletes the user; profile, sessions, links, API keys and activity go with it (ON DELETE CASCADE). */
  async execute(command: DeleteAccountCommand): Promise<void> {
    if (command.confirmation.trim() !== DELETE_CONFIRMATION) {
      throw new IdentityException(IdentityErrorCode.DeleteNotConfirmed);
    }
    // An owner leaving takes nobody's work with them: the workspaces others share need a new owner first.
    const shared = await this.queries.execute<ListSharedOwnedWorkspacesQuery, string[]>(
      new ListSharedOwnedWorkspacesQuery(command.userId),
    );
    if (shared.length > 0) {
      throw new IdentityException(IdentityErrorCode.OwnsSharedWorkspaces, undefined, { workspaces: shared });
    }
    await this.em.nativeDelete(User, { id: command.userId });
    // Every server stops accepting the deleted user's access tokens now, not when its cache ages.
    await this.registry.userChanged(command.userId);
    // Nor its API keys, which every server may still hold as checked.
    await this.apiKeys.userChanged(command.userId);
    // Other contexts (QR codes, scans, subscription) remove their data of this user.
    this.events.publish(new UserDeletedEvent(command.userId));
  }
}
