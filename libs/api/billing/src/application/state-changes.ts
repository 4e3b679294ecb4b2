import { type Actor, SubscriptionStateChangedEvent } from '@liveqr/shared/contracts';
import type { EventBus } from '@nestjs/cqrs';
import type { StateChange } from '../domain/subscription.entity';

/**
 * Tells the other contexts (the audit log) that a workspace's plan changed state: call it once the
 * change is committed. `actor`: the person who made it; null for what Stripe reported.
 */
export function publishStateChange(events: EventBus, change: StateChange | undefined, actor: Actor | null): void {
  if (change) events.publish(new SubscriptionStateChangedEvent(change.workspaceId, change.from, change.to, actor));
}
