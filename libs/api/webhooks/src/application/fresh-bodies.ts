import { Injectable } from '@nestjs/common';

/** About ten seconds of one busy replica's scan messages (3 MB of bodies a second). */
export const MAX_FRESH_BODY_CHARS = 32 * 1024 * 1024;
/** A body not taken by then was attempted elsewhere (another replica took its job) or never committed. */
const FRESH_FOR_MS = 60_000;

/**
 * The bodies of the messages this process has just queued, until their first attempt here takes
 * them: that attempt sends what it holds rather than reading back what it wrote a moment before
 * (under scan load, seconds of 120 KB bodies through PostgreSQL and the driver each way). Only a
 * delivery the log still has pending is attempted, so a body kept for a transaction that rolled back
 * is never sent; one another replica attempts, or a retry, is read from the log as before.
 */
@Injectable()
export class FreshBodies {
  /** Delivery id → its body and when it was kept, oldest first. */
  private readonly bodies = new Map<string, { body: string; at: number }>();
  private chars = 0;

  keep(messages: ReadonlyArray<{ id: string; body: string }>): void {
    const now = Date.now();
    for (const { id, body } of messages) {
      this.bodies.set(id, { body, at: now });
      this.chars += body.length;
    }
    this.letGoOfStale(now);
  }

  /** The bodies kept of these deliveries, which are no longer kept. */
  take(deliveryIds: readonly string[]): Map<string, string> {
    this.letGoOfStale(Date.now());
    const taken = new Map<string, string>();
    for (const id of deliveryIds) {
      const kept = this.bodies.get(id);
      if (!kept) continue;
      taken.set(id, kept.body);
      this.forget(id, kept.body);
    }
    return taken;
  }

  private letGoOfStale(now: number): void {
    for (const [id, { body, at }] of this.bodies) {
      if (this.chars <= MAX_FRESH_BODY_CHARS && at >= now - FRESH_FOR_MS) break;
      this.forget(id, body);
    }
  }

  private forget(id: string, body: string): void {
    this.bodies.delete(id);
    this.chars -= body.length;
  }
}
