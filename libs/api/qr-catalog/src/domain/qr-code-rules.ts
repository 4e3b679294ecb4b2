import {
  type DestinationContext,
  type QrContent,
  type QrTypeId,
  type RuleCheck,
  type RuleWarning,
  validateContent,
} from '@liveqr/qr-content';
import { type QrCustomization, validateCustomization } from '@liveqr/qr-render';
import {
  DESTINATION_REFUSAL_CODES,
  designRefusalException,
  QrCatalogErrorCode,
  QrCatalogException,
  RULE_PROBLEM_CODES,
} from './qr-catalog.exception';

/** The server never trusts the client's validation: every create and edit goes through these. */
export function checkedContent(type: QrTypeId, raw: unknown, destinations?: DestinationContext): QrContent {
  const result = validateContent(type, raw, destinations);
  if (result.ok) return result.content;
  const code = result.refusal ? DESTINATION_REFUSAL_CODES[result.refusal] : QrCatalogErrorCode.InvalidContent;
  throw new QrCatalogException(code, result.message);
}

export function checkedCustomization(raw: unknown): QrCustomization {
  const result = validateCustomization(raw);
  if (!result.ok) throw designRefusalException(result);
  return result.customization;
}

/** The value of a rule check, its warnings added to `warnings`; a refusal is thrown with its own code. */
export function checkedRule<T>(check: RuleCheck<T>, warnings: RuleWarning[]): T {
  if (!check.ok) {
    const code = check.refusal ? DESTINATION_REFUSAL_CODES[check.refusal] : RULE_PROBLEM_CODES[check.problem];
    throw new QrCatalogException(code, check.message);
  }
  warnings.push(...check.warnings);
  return check.value;
}
