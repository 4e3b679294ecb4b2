import { Public } from '@liveqr/api/platform';
import { Controller, Headers, HttpCode, HttpStatus, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { HandleStripeEventCommand } from '../application/commands/handle-stripe-event/handle-stripe-event.command';
import { BillingErrorCode, BillingException } from '../domain/billing.exception';

/** Stripe's webhook: no session, authenticated by its signature over the raw body. */
@Controller('billing/webhook')
export class StripeWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (!request.rawBody) throw new BillingException(BillingErrorCode.InvalidSignature);
    await this.commands.execute(new HandleStripeEventCommand(request.rawBody, signature));
    return { received: true };
  }
}
