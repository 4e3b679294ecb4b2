import type { AppealStatus } from '@liveqr/shared/contracts';
import type { QrCodeAppeal } from '../domain/qr-code-appeal.entity';

/** An owner's appeal, as the owner and the operators see it. */
export interface QrCodeAppealView {
  status: AppealStatus;
  message: string;
  createdAt: string;
  decidedAt: string | null;
}

/** An appeal as its owner and the operators see it (the operator's address stays with us). */
export function appealView(appeal: QrCodeAppeal): QrCodeAppealView {
  return {
    status: appeal.status,
    message: appeal.message,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
  };
}
