import type { AppConfig } from '@liveqr/api/platform';

/** Our own hosts, never a customer's domain (nor anything under them): the app's host and the CNAME target. */
export function ownHosts(config: AppConfig): string[] {
  return [new URL(config.publicUrl).hostname.toLowerCase(), config.customDomains.target];
}
