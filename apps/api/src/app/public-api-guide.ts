/**
 * The public API's guide, shown at the top of its OpenAPI document (Swagger UI at /api/docs):
 * how to authenticate, the limits, and copyable curl and TypeScript examples.
 */
export const PUBLIC_API_GUIDE = `
Script LiveQR with a personal API key (My Account → API Keys): send it as
\`Authorization: Bearer lq_live_...\`. Reading needs the \`read\` scope, anything else \`write\`.
Keys work on /api/v1 only; they never change your account, password, keys or billing.

**Limits.** Each key may make a limited number of requests per minute (600 unless the operator
chose otherwise). Every answer says where the key stands in \`RateLimit-Limit\`,
\`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds); a refusal (429) says when to retry in
\`Retry-After\`. Every error carries one stable \`code\`, always UPPER_SNAKE_CASE (e.g. \`API_KEY_REVOKED\`,
\`QR_CODE_NOT_FOUND\`, \`VALIDATION_FAILED\`); the older \`error\` field stays as it was, but is deprecated.

**Versions.** /api/v1 keeps its shape; breaking changes come as /api/v2.

### Create a code

\`\`\`sh
curl -X POST "$LIVEQR/api/v1/qr-codes" -H "Authorization: Bearer $LIVEQR_KEY" \\
  -H 'content-type: application/json' \\
  -d '{"type":"website","name":"Spring menu","content":{"url":"https://example.com/spring"}}'
\`\`\`

\`\`\`ts
const liveqr = (path: string, init: RequestInit = {}) =>
  fetch(\`\${process.env.LIVEQR}/api/v1\${path}\`, {
    ...init,
    headers: { authorization: \`Bearer \${process.env.LIVEQR_KEY}\`, 'content-type': 'application/json' },
  }).then(async (response) => {
    if (!response.ok) throw new Error(\`\${response.status} \${(await response.json()).code}\`);
    return response.status === 204 ? undefined : response.json();
  });

const code = await liveqr('/qr-codes', {
  method: 'POST',
  body: JSON.stringify({ type: 'website', name: 'Spring menu', content: { url: 'https://example.com/spring' } }),
});
\`\`\`

### List codes

\`\`\`sh
curl "$LIVEQR/api/v1/qr-codes?search=spring&page=1" -H "Authorization: Bearer $LIVEQR_KEY"
\`\`\`

\`\`\`ts
const { items, total } = await liveqr('/qr-codes?search=spring&page=1');
\`\`\`

### Update the destination (the printed code stays the same)

\`\`\`sh
curl -X PATCH "$LIVEQR/api/v1/qr-codes/$CODE_ID" -H "Authorization: Bearer $LIVEQR_KEY" \\
  -H 'content-type: application/json' -d '{"content":{"url":"https://example.com/summer"}}'
\`\`\`

\`\`\`ts
await liveqr(\`/qr-codes/\${code.id}\`, { method: 'PATCH', body: JSON.stringify({ content: { url: 'https://example.com/summer' } }) });
\`\`\`

### Read analytics

\`\`\`sh
curl "$LIVEQR/api/v1/analytics/qr-codes/$CODE_ID?range=30days&tz=Europe/Berlin" -H "Authorization: Bearer $LIVEQR_KEY"
\`\`\`

\`\`\`ts
const { totalScans, uniqueScans, topCountries } = await liveqr(\`/analytics/qr-codes/\${code.id}?range=30days&tz=Europe/Berlin\`);
\`\`\`

### Webhooks

Add an endpoint (My Account → Webhooks, or \`POST /api/v1/webhooks\` with \`url\` and \`events\`); keep
the \`whsec_...\` secret it shows once. Each request carries \`webhook-id\`, \`webhook-timestamp\` and
\`webhook-signature\` per the Standard Webhooks specification and a JSON body
\`{"type": "qr_code.created", "timestamp": "...", "data": {...}}\`. A \`scan.created\` message's
\`data.scans\` lists your scans of about half a second, at most 500 (more go in further messages), each
with \`scanId\`, \`qrCodeId\`, \`scannedAt\`, \`country\`, \`city\`, \`operatingSystem\`, \`deviceType\`,
\`browser\` and \`route\` (\`default\`, or the rule or split variant that sent the scanner on, such as
\`rule:1\`). \`member.added\` and \`member.removed\` (a member removed, or one who left) carry
\`workspaceId\`, \`userId\`, \`role\` (when added) and \`at\`. Answer 2xx within 10 seconds;
anything else is retried with doubling waits for 24 hours, with the same \`webhook-id\` (drop
repeats by it). After 24 hours of failures the endpoint is switched off and you get an email.
Redirects are not followed.

\`\`\`sh
curl -X POST "$LIVEQR/api/v1/webhooks" -H "Authorization: Bearer $LIVEQR_KEY" \\
  -H 'content-type: application/json' -d '{"url":"https://example.com/hooks/liveqr","events":["qr_code.created","scan.created"]}'
\`\`\`

Verify a signature (npm package \`standardwebhooks\`), on the raw body:

\`\`\`ts
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.LIVEQR_WEBHOOK_SECRET!); // whsec_...
app.post('/hooks/liveqr', express.raw({ type: 'application/json' }), (request, response) => {
  try {
    const event = webhook.verify(request.body, request.headers as Record<string, string>) as { type: string; data: unknown };
    // Seen this webhook-id before? Then it is a repeat: answer 2xx and skip it.
    response.sendStatus(204);
  } catch {
    response.sendStatus(400);
  }
});
\`\`\`
`;
