import type { QrCodeAppealView } from '@liveqr/shared/contracts';
import type { QrCodeAppeal } from '../domain/qr-code-appeal.entity';

/** An appeal as its owner and the operators see it (the operator's address stays with us). */
export function appealView(appeal: QrCodeAppeal): QrCodeAppealView {
  return {
    status: appeal.status,
    message: appeal.message,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
  };
}
