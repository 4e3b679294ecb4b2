import {
  clientNetworkOf,
  type ClientDetails,
  CustomHosts,
  describeUserAgent,
  GeoIp,
  type Location,
  PasswordHasher,
  preferredLanguages,
  RateLimiter,
} from '@liveqr/api/platform';
import { evaluate, MAX_CODE_PASSWORD_LENGTH, routingDevice, routingOs } from '@liveqr/qr-content';
import { CountLimitedScanCommand, type ScanRoute, type ScanRules } from '@liveqr/shared/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Scan } from '../../domain/scan';
import { type CachedScanTarget, scanVerdict, targetAt, WITHDRAWN } from '../../domain/scan-verdict';
import { newScanId } from '../../infrastructure/scan-ids';
import { VisitorHasher } from '../../infrastructure/visitor-hasher';
import { ScanRecorder } from '../scan-recorder';
import { ScanTargetCache } from '../scan-target-cache';
import type { ScanOutcome, ScanRequest } from './scan-outcome';

/** What `newSlug` of qr-catalog produces; anything else cannot be a code and costs no lookup. */
export const SLUG = /^[A-Za-z0-9]{1,16}$/;

/** Wrong passwords: a visitor gets a few guesses, a code a few dozen from everyone, per quarter hour. */
const WRONG_PASSWORDS_PER_VISITOR = 5;
const WRONG_PASSWORDS_PER_CODE = 50;
const WRONG_PASSWORD_WINDOW_MS = 15 * 60_000;

/** One scan being answered: the facts each step needs, each worked out once. */
interface Visit {
  qrCodeId: string;
  ownerId: string;
  request: ScanRequest;
  at: Date;
  client: Readonly<ClientDetails>;
  location: Location;
  ipHash: string;
}

/**
 * A phone opened `/s/{slug}` (or sent the password page). Resolves the slug from the cache, judges
 * it in memory (destination policy, reports, state, the code's rules) and records the scan of an
 * active tracked code; the outcome is returned once the scan is stored. Inactive, suspended,
 * refused, expired and unknown codes record nothing, and neither does a password page: the scan is
 * recorded once, when the right password is given. The scan route calls it directly: a bus between
 * a route and the use case of its own context only costs the hot path.
 */
@Injectable()
export class ScanQrCode {
  private readonly logger = new Logger(ScanQrCode.name);

  constructor(
    private readonly targets: ScanTargetCache,
    private readonly recorder: ScanRecorder,
    private readonly geoIp: GeoIp,
    private readonly visitors: VisitorHasher,
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimiter,
    private readonly customHosts: CustomHosts,
  ) {}

  async scan(slug: string, request: ScanRequest, at = new Date()): Promise<ScanOutcome> {
    const target = targetAt(
      SLUG.test(slug) ? await this.targets.resolve(slug) : null,
      request.host ?? null,
      (domainId) => this.customHosts.isLive(domainId),
    );
    const state = scanVerdict(target);
    // A refused default destination is decided later: a rule may send the scan elsewhere.
    if (
      state.kind === 'not-found' ||
      state.kind === 'withdrawn' ||
      state.kind === 'suspended' ||
      state.kind === 'inactive'
    ) {
      return state;
    }
    if (!target || target === WITHDRAWN) return { kind: 'not-found' };
    const { ip, userAgent } = request;
    const visit: Visit = {
      qrCodeId: target.qrCodeId,
      ownerId: target.ownerId,
      request,
      at,
      client: describeUserAgent(userAgent),
      location: this.geoIp.locate(ip),
      ipHash: this.visitors.hash(target.qrCodeId, ip),
    };
    return target.rules ? this.ruled(target, target.rules, visit) : this.go(target, visit, 'default');
  }

  /**
   * The rules' verdict (`evaluate`: the expiry date, then where the scan goes), then the password,
   * then the scan limit (only a visitor who may enter counts). A scan limit counts every request
   * that is given the destination, bots included: a link unfurler's preview hands the destination
   * on as surely as a phone does, and a bot's user agent is the client's to choose. A HEAD is not
   * counted, so it learns that the code answers, not where it leads.
   */
  private async ruled(target: CachedScanTarget, rules: ScanRules, visit: Visit): Promise<ScanOutcome> {
    const { request, at, client } = visit;
    const { isScan } = request;
    const verdict = evaluate(
      rules,
      {
        os: routingOs(client.operatingSystem),
        device: routingDevice(client.deviceType),
        country: visit.location.country,
        language: preferredLanguages(request.acceptLanguage)[0] ?? null,
        visitor: visit.ipHash,
      },
      at,
    );
    if (verdict.kind === 'expired') return this.expired(target, rules);
    if (rules.passwordHash !== null) {
      const refusal = await this.passwordRefusal(rules.passwordHash, visit);
      if (refusal) return refusal;
    }
    if (rules.scanLimit !== null && !(await this.hasScansLeft(target.qrCodeId, isScan))) {
      return this.expired(target, rules);
    }
    const outcome =
      verdict.kind === 'routed'
        ? await this.go({ ...target, destination: verdict.destination }, visit, verdict.route)
        : await this.go(target, visit, 'default');
    if (rules.scanLimit !== null && !isScan && outcome.kind === 'redirect') return { kind: 'withheld' };
    // Through its password or scan limit: the code's page and files open for this visitor a while.
    const gated = rules.passwordHash !== null || rules.scanLimit !== null;
    return gated && (outcome.kind === 'redirect' || outcome.kind === 'interstitial')
      ? { ...outcome, passedCode: target.qrCodeId }
      : outcome;
  }

  /**
   * Counts the scan toward the limit in the database. While the database is unreachable the scan
   * goes through uncounted: printed codes keep answering (the scan itself waits in the spool).
   */
  private async hasScansLeft(qrCodeId: string, counted: boolean): Promise<boolean> {
    try {
      return await this.commands.execute<CountLimitedScanCommand, boolean>(
        new CountLimitedScanCommand(qrCodeId, counted),
      );
    } catch (error) {
      this.logger.warn(`Scan limit of ${qrCodeId} not counted, the database is unreachable: ${String(error)}`);
      return true;
    }
  }

  /**
   * Undefined when the password is right. Each guess takes a slot of the visitor's allowance, then
   * of the code's, before the hash is checked: concurrent guesses cannot all pass the count, and a
   * refused one costs no hashing. A right password gives its slots back, so only wrong ones count.
   */
  private async passwordRefusal(passwordHash: string, { qrCodeId, request }: Visit): Promise<ScanOutcome | undefined> {
    const { password } = request;
    if (password === undefined) return { kind: 'password', wrong: false };
    // The visitor is their network here (an IPv6 /64), not the address that tells visitors apart.
    const guesser = this.visitors.hash(qrCodeId, clientNetworkOf(request.ip));
    const keys = [
      [`code-password:${qrCodeId}:${guesser}`, WRONG_PASSWORDS_PER_VISITOR],
      [`code-password:${qrCodeId}`, WRONG_PASSWORDS_PER_CODE],
    ] as const;
    // One after the other: a visitor over their own allowance does not use up the code's.
    for (const [key, limit] of keys) {
      const slot = await this.limits.hit(key, limit, WRONG_PASSWORD_WINDOW_MS);
      if (!slot.allowed) return { kind: 'too-many-attempts', retryAfterSeconds: slot.resetSeconds };
    }
    // Longer than any password that can be set: wrong, and never handed to the hash function.
    if (password.length > MAX_CODE_PASSWORD_LENGTH || !(await this.hasher.verify(passwordHash, password)))
      return { kind: 'password', wrong: true };
    await Promise.all(keys.map(([key, limit]) => this.limits.refund(key, limit, WRONG_PASSWORD_WINDOW_MS)));
    return undefined;
  }

  /** The fallback URL, judged like any destination, else the expired page; nothing is recorded. */
  private expired(target: CachedScanTarget, rules: ScanRules): ScanOutcome {
    if (!rules.fallback) return { kind: 'expired' };
    const verdict = scanVerdict({ ...target, destination: rules.fallback });
    return verdict.kind === 'go' ? { kind: 'redirect', location: verdict.location } : verdict;
  }

  private async go(target: CachedScanTarget, visit: Visit, route: ScanRoute): Promise<ScanOutcome> {
    const verdict = scanVerdict(target);
    if (verdict.kind !== 'go') return verdict;
    // A code printed while tracked keeps redirecting after tracking is switched off, uncounted.
    if (verdict.tracked && visit.request.isScan) await this.recorder.record(this.scanOf(visit, route));
    const { location, host, qrCodeId } = verdict;
    return verdict.reported ? { kind: 'interstitial', location, host, qrCodeId } : { kind: 'redirect', location };
  }

  private scanOf({ qrCodeId, ownerId, at, client, location, ipHash }: Visit, route: ScanRoute): Scan {
    return {
      scanId: newScanId(),
      qrCodeId,
      ownerId,
      scannedAt: at.toISOString(),
      ipHash,
      ...location,
      ...client,
      route,
    };
  }
}
