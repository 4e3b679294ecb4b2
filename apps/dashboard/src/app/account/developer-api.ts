import type {
  ApiKeyView,
  ApiScope,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEventType,
} from '@liveqr/shared/contracts';
import { ApiError, apiFetch } from '@liveqr/web/auth';
import type { useTranslation } from '@liveqr/web/i18n';

type Translate = ReturnType<typeof useTranslation>['t'];

/** My Account's calls for API keys and webhooks; the web app manages both with its session. */
export const developerApi = {
  apiKeys: () => apiFetch<ApiKeyView[]>('/api/account/api-keys'),
  createApiKey: (input: { name: string; scopes: ApiScope[]; expiresAt?: string }) =>
    apiFetch<CreatedApiKey>('/api/account/api-keys', { method: 'POST', json: input }),
  revokeApiKey: (id: string) => apiFetch(`/api/account/api-keys/${id}`, { method: 'DELETE' }),
  webhooks: () => apiFetch<WebhookEndpointView[]>('/api/webhooks'),
  createWebhook: (input: { url: string; events: WebhookEventType[] }) =>
    apiFetch<CreatedWebhookEndpoint>('/api/webhooks', { method: 'POST', json: input }),
  updateWebhook: (id: string, changes: { enabled?: boolean }) =>
    apiFetch<WebhookEndpointView>(`/api/webhooks/${id}`, { method: 'PATCH', json: changes }),
  deleteWebhook: (id: string) => apiFetch(`/api/webhooks/${id}`, { method: 'DELETE' }),
  sendTestEvent: (id: string) => apiFetch<{ deliveryId: string }>(`/api/webhooks/${id}/test`, { method: 'POST' }),
  deliveries: (id: string) => apiFetch<WebhookDeliveryView[]>(`/api/webhooks/${id}/deliveries`),
};

/** The refusal in the reader's language when its code has a text, else the server's message. */
export function refusalText(t: Translate, failure: unknown, fallbackKey: string): string {
  if (failure instanceof ApiError && failure.code) {
    const key = `developer.errors.${failure.code}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  return failure instanceof ApiError && failure.status < 500 && failure.message ? failure.message : t(fallbackKey);
}
