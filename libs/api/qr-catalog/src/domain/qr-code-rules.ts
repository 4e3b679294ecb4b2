import {
  type DestinationAt,
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

/**
 * The server never trusts the client's validation: every create and edit goes through these. A refusal
 * carries qr-content's `field`, the refused value's place in the request, so a form can mark it. The
 * content comes with its URLs and where the request gave them.
 */
export function checkedContent(
  type: QrTypeId,
  raw: unknown,
  destinations?: DestinationContext,
): { content: QrContent; destinations: DestinationAt[] } {
  const result = validateContent(type, raw, destinations);
  if (result.ok) return { content: result.content, destinations: result.destinations };
  const code = result.refusal ? DESTINATION_REFUSAL_CODES[result.refusal] : QrCatalogErrorCode.InvalidContent;
  throw new QrCatalogException(code, result.message, result.field === undefined ? {} : { field: result.field });
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
    throw new QrCatalogException(code, check.message, { field: check.field });
  }
  warnings.push(...check.warnings);
  return check.value;
}
