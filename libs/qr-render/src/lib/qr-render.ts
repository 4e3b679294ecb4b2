export function qrRender(): string {
  return 'qr-render';
}
