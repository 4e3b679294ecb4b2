import type { QrCodeAppeal } from '../domain/qr-code-appeal.entity';

/**
 * An appeal as its owner and the operators see it (the operator's address stays with us). Its HTTP
 * shape is AppealResponseDto (interface/dto/report.dto.ts).
 */
export function appealView(appeal: QrCodeAppeal) {
  return {
    status: appeal.status,
    message: appeal.message,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
  };
}

export type QrCodeAppealView = ReturnType<typeof appealView>;
