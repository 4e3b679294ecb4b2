import {
  checkDesign,
  ERROR_CORRECTION_LEVELS,
  MIN_LOGO_SIZE,
  type QrCustomization,
  type QrCustomizationInput,
  type QrSymbolInfo,
} from '@liveqr/qr-render';
import { useEffect, useMemo, useState } from 'react';
import { type DesignCheckAnswer, type DesignCheckRequest, type DesignRefusalBody, designerApi } from './designer-api';

/** The server renders and decodes the design: ask once the person pauses, not per keystroke. */
export const SERVER_CHECK_DELAY_MS = 400;

export type DesignCheckState =
  /** The content is not complete yet: nothing to check the design against. */
  | { state: 'empty' }
  | {
      state: 'refused';
      refusal: DesignRefusalBody;
      source: 'browser' | 'server';
      /** The design and symbol as the browser's check read them, when only the server refused it (it can still be drawn). */
      customization?: QrCustomization;
      symbol?: QrSymbolInfo;
    }
  | {
      state: 'ok';
      customization: QrCustomization;
      symbol: QrSymbolInfo;
      /** The largest logo (share of the width) this content allows at the highest error correction; undefined without a logo. */
      largestLogo?: number;
      /** True until the server has confirmed this design. */
      pending: boolean;
    };

export interface DesignCheckInput {
  /** The text the code will hold, as the preview draws it; undefined while the content is incomplete. */
  payload?: string;
  request: DesignCheckRequest;
}

/**
 * The scan guarantee in the browser: qr-render's pure `checkDesign` answers at once with the same
 * rules and messages as the server; the server's design check, asked after a pause, is the
 * authority (it also renders the code and reads it back). Pass values that keep their identity
 * until they change (e.g. debounced state): a new request object starts a new server check.
 */
export function useDesignCheck({ payload, request }: DesignCheckInput): DesignCheckState {
  const { customization } = request;
  const local = useMemo(() => (payload ? checkDesign(payload, customization) : undefined), [payload, customization]);
  const largestLogo = useMemo(
    () => (payload ? largestLogoFor(payload, customization) : undefined),
    [payload, customization],
  );
  const [server, setServer] = useState<{ request: DesignCheckRequest; answer: DesignCheckAnswer }>();
  const locallyOk = local?.ok === true;

  useEffect(() => {
    if (!locallyOk) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      designerApi
        .checkDesign(request, controller.signal)
        .then((answer) => setServer({ request, answer }))
        // Unreachable or failing: the browser's check stands, and create/update check again.
        .catch(() => undefined);
    }, SERVER_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locallyOk, request]);

  if (!local) return { state: 'empty' };
  if (!local.ok) return { state: 'refused', refusal: local, source: 'browser' };
  const answer = server?.request === request ? server.answer : undefined;
  if (answer && !answer.ok)
    return {
      state: 'refused',
      refusal: answer,
      source: 'server',
      customization: local.customization,
      symbol: local.symbol,
    };
  return {
    state: 'ok',
    customization: local.customization,
    symbol: answer?.symbol ?? local.symbol,
    largestLogo,
    pending: !answer,
  };
}

/** checkDesign at level H with the smallest logo and the chosen margin: the room the content leaves at best. */
function largestLogoFor(payload: string, customization: QrCustomizationInput): number | undefined {
  if (!customization.logo) return undefined;
  const best = checkDesign(payload, {
    ...customization,
    errorCorrection: ERROR_CORRECTION_LEVELS[ERROR_CORRECTION_LEVELS.length - 1],
    logo: { ...customization.logo, size: MIN_LOGO_SIZE },
  });
  if (best.ok) return best.symbol.maximumLogoSize;
  return best.problem === 'logoNoRoom' ? 0 : undefined;
}
