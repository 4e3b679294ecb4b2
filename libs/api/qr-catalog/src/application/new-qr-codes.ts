import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import {
  type Actor,
  ChooseCodeDomainQuery,
  type CodeDomain,
  type CodeDomainRefusal,
  QrCodeCreatedEvent,
  QrCodesCreatedEvent,
} from '@liveqr/shared/contracts';
import type { QrCustomization, QrSymbolInfo } from '@liveqr/qr-render';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { checkedCustomization } from '../domain/qr-code-rules';
import { QrCode } from '../domain/qr-code.entity';
import { type CodeIdentity, newIdentity } from '../domain/slug';
import { BrandKitsRepository } from '../infrastructure/brand-kits.repository';
import { QrCodesRepository } from '../infrastructure/qr-codes.repository';
import type { CreateQrCodeInput } from './commands/create-qr-code/create-qr-code.command';
import { CodeRulesPolicy } from './code-rules-policy';
import { DestinationGuard } from './destination-guard';
import { ScanGuarantee, scanMinimumOf } from './scan-guarantee';
import { SubscriptionGate } from './subscription-gate';

/**
 * The one way a code comes into being, for the create form and for imports alike: every rule is
 * checked before anything is written, so a code is either created whole or not at all.
 */
@Injectable()
export class NewQrCodes {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly subscription: SubscriptionGate,
    private readonly destinations: DestinationGuard,
    private readonly kits: BrandKitsRepository,
    private readonly guarantee: ScanGuarantee,
    private readonly rules: CodeRulesPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Spec §5 order, the subscription aside (`assertMayCreate`): the type's content rules, then the
   * code's rules (expiry, routing, split, password), then the design (the default brand kit's when
   * the input brings none) and the scan guarantee, which draws the code's id and slug (see
   * ScanGuarantee.forNewCode). Nothing is written. `inBulk`: an import's rows share the
   * render-and-decode proof per design and symbol version (see ScanGuarantee). `domain`: the domain
   * already chosen for many codes (an import's); absent, it is chosen from `input.domainId`.
   */
  async checked(
    ownerId: string,
    input: CreateQrCodeInput,
    { inBulk = false, domain }: { inBulk?: boolean; domain?: CodeDomain | null } = {},
  ): Promise<QrCode> {
    const content = await this.destinations.checkedContent(input.type, input.content);
    const codeDomain = domain === undefined ? await this.domainFor(ownerId, input.domainId) : domain;
    const { rules } = await this.rules.checked(input, { creating: true });
    const customization =
      input.customization === undefined ? await this.defaultDesign(ownerId) : checkedCustomization(input.customization);
    const draft = (identity: CodeIdentity, symbol?: QrSymbolInfo) =>
      QrCode.create({
        ...identity,
        scanMinimumSize: symbol && scanMinimumOf(symbol),
        ownerId,
        domain: codeDomain,
        type: input.type,
        name: input.name,
        content,
        customization,
        tracked: input.isTracked,
        rules,
      });
    const payloadOf = (identity: CodeIdentity) => draft(identity).payload(this.config.publicUrl);
    if (inBulk) {
      const identity = newIdentity();
      return draft(identity, await this.guarantee.assertScannableInBulk(payloadOf, identity, customization));
    }
    const { identity, symbol } = await this.guarantee.assertScannableNewCode(payloadOf, customization);
    return draft(identity, symbol);
  }

  /** The design of a code created without one: the owner's default brand kit's, or the plain default. */
  async defaultDesign(ownerId: string): Promise<QrCustomization> {
    return (await this.kits.findDefault(ownerId))?.customization ?? checkedCustomization(undefined);
  }

  /**
   * The custom domain new codes of the workspace go on (the domains context decides): the one asked
   * for, which must be the workspace's and verified; null: LiveQR's host; none asked for: the
   * workspace's default domain, else LiveQR's host.
   */
  async domainFor(ownerId: string, domainId?: string | null): Promise<CodeDomain | null> {
    if (domainId === null) return null;
    const chosen = await this.queries.execute<ChooseCodeDomainQuery, CodeDomain | CodeDomainRefusal | null>(
      new ChooseCodeDomainQuery(ownerId, domainId),
    );
    if (chosen === 'not_found') throw new QrCatalogException(QrCatalogErrorCode.CodeDomainNotFound);
    if (chosen === 'not_verified') throw new QrCatalogException(QrCatalogErrorCode.CodeDomainNotVerified);
    return chosen;
  }

  /** Creating needs an active subscription (spec §5, step 2). */
  assertMayCreate(ownerId: string): Promise<void> {
    return this.subscription.assertActive(ownerId);
  }

  async save(code: QrCode, actor: Actor): Promise<void> {
    await this.codes.insert(code);
    this.events.publish(new QrCodeCreatedEvent(code.id, code.userId, code.slug, actor));
  }

  /**
   * Saves checked codes of one owner together (an import's chunk) and announces them with one
   * event. Each code is saved whole or not at all; the answer holds the ones that were not, with why.
   */
  async saveAll(ownerId: string, codes: readonly QrCode[], actor: Actor): Promise<Map<QrCode, unknown>> {
    const refused = await this.codes.insertAll(codes);
    const saved = codes.filter((code) => !refused.has(code));
    if (saved.length > 0) {
      this.events.publish(
        new QrCodesCreatedEvent(
          ownerId,
          saved.map(({ id, slug }) => ({ qrCodeId: id, slug })),
          actor,
        ),
      );
    }
    return refused;
  }
}
