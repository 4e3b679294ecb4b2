/** A render request the caller can fix (bad options, content too long); its message is for the user. */
export class QrRenderError extends Error {
  override readonly name = 'QrRenderError';
}
