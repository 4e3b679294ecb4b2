import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { CheckDestinationQuery, type DestinationProblem } from '@liveqr/shared/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { WebhooksErrorCode, WebhooksException } from '../domain/webhooks.exception';

const ERRORS: Record<DestinationProblem, WebhooksErrorCode> = {
  invalid: WebhooksErrorCode.UrlInvalid,
  blocklisted: WebhooksErrorCode.UrlBlocklisted,
  not_allowed: WebhooksErrorCode.UrlNotPublic,
  not_public: WebhooksErrorCode.UrlNotPublic,
};

/**
 * Where webhooks may go: the same destination policy as QR codes (qr-catalog's, asked over the query
 * bus), when an endpoint is saved and again before every attempt. An operator may allow private
 * targets (WEBHOOKS_ALLOW_PRIVATE_TARGETS) for receivers on their own network; http(s) is still required.
 */
@Injectable()
export class WebhookDestinations {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async problem(url: string): Promise<DestinationProblem | null> {
    if (this.config.webhooks.allowPrivateTargets)
      return /^https?:\/\//i.test(url) && URL.canParse(url) ? null : 'invalid';
    return this.queries.execute<CheckDestinationQuery, DestinationProblem | null>(new CheckDestinationQuery(url));
  }

  async assertAllowed(url: string): Promise<void> {
    const problem = await this.problem(url);
    if (problem) throw new WebhooksException(ERRORS[problem]);
  }
}
