import { PasswordHasher } from '@liveqr/api/platform';
import {
  checkCodePassword,
  checkExpiry,
  checkRouting,
  checkSplit,
  ruleDestinations,
  type RuleWarning,
} from '@liveqr/qr-content';
import { Injectable } from '@nestjs/common';
import { checkedRule } from '../domain/qr-code-rules';
import type { QrCodeRuleChanges } from '../domain/qr-code.entity';
import { DestinationGuard } from './destination-guard';

/** Rules as a request brings them: each left out stays as it is, null removes it. */
export interface CodeRulesInput {
  expiry?: unknown;
  routing?: unknown;
  split?: unknown;
  password?: unknown;
}

/**
 * A request's rules, checked like the code's own destination (qr-content's rules, the destination
 * policy with this server's hosts and blocklist, what every name resolves to) and the password
 * hashed. Nothing is changed unless every rule passes.
 */
@Injectable()
export class CodeRulesPolicy {
  constructor(
    private readonly destinations: DestinationGuard,
    private readonly hasher: PasswordHasher,
  ) {}

  async checked(
    input: CodeRulesInput,
    { creating, now = new Date() }: { creating: boolean; now?: Date },
  ): Promise<{ rules: QrCodeRuleChanges; warnings: RuleWarning[] }> {
    const context = this.destinations.context;
    const warnings: RuleWarning[] = [];
    const rules: QrCodeRuleChanges = {};
    if (input.expiry !== undefined)
      rules.expiry = checkedRule(checkExpiry(input.expiry, { now, creating, context }), warnings);
    if (input.routing !== undefined) rules.routing = checkedRule(checkRouting(input.routing, context), warnings);
    if (input.split !== undefined) rules.split = checkedRule(checkSplit(input.split, context), warnings);
    const password =
      input.password === undefined ? undefined : checkedRule(checkCodePassword(input.password), warnings);
    await this.destinations.assertResolvesPublicly(ruleDestinations(rules));
    if (password !== undefined) rules.passwordHash = password === null ? null : await this.hasher.hash(password);
    return { rules, warnings };
  }
}
