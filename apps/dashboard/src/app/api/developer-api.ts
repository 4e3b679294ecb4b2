import { api, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
export type ApiKey = Schemas['ApiKeyResponseDto'];
export type WebhookEndpoint = Schemas['WebhookEndpointResponseDto'];
const byId = (id: string) => ({ params: { path: { id } } });

/** My Account's calls for API keys and webhooks; the web app manages both with its session. */
export const developerApi = {
  apiKeys: () => bodyOf(api.GET('/api/account/api-keys')),
  createApiKey: (body: Schemas['CreateApiKeyRequestDto']) => bodyOf(api.POST('/api/account/api-keys', { body })),
  revokeApiKey: (id: string) => api.DELETE('/api/account/api-keys/{id}', byId(id)),
  webhooks: () => bodyOf(api.GET('/api/webhooks')),
  createWebhook: (body: Schemas['CreateWebhookEndpointRequestDto']) => bodyOf(api.POST('/api/webhooks', { body })),
  updateWebhook: (id: string, body: Schemas['UpdateWebhookEndpointRequestDto']) =>
    bodyOf(api.PATCH('/api/webhooks/{id}', { ...byId(id), body })),
  deleteWebhook: (id: string) => api.DELETE('/api/webhooks/{id}', byId(id)),
  sendTestEvent: (id: string) => bodyOf(api.POST('/api/webhooks/{id}/test', byId(id))),
  deliveries: (id: string) => bodyOf(api.GET('/api/webhooks/{id}/deliveries', byId(id))),
};
