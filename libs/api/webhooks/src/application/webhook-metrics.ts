import { Metrics } from '@liveqr/api/platform';
import { Injectable } from '@nestjs/common';
import { WebhookEndpointsRepository } from '../infrastructure/webhook-endpoints.repository';

/** The webhook queue's depth for Prometheus, read from the deliveries when it scrapes. */
@Injectable()
export class WebhookMetrics {
  constructor(metrics: Metrics, endpoints: WebhookEndpointsRepository) {
    metrics.gauge(
      'liveqr_webhook_queue_jobs',
      "Webhook deliveries waiting for an attempt, due now or after a retry's wait",
      () => endpoints.forked().pendingDeliveries(),
    );
  }
}
