import { type AppConfig, APP_CONFIG, CurrentUser } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Get, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ActivateTestSubscriptionCommand } from '../application/commands/activate-test-subscription/activate-test-subscription.command';
import { CancelTestSubscriptionCommand } from '../application/commands/cancel-test-subscription/cancel-test-subscription.command';
import { billingPage } from '../application/billing-links';
import { assertTestMode } from '../domain/billing-mode';
import { SubscriptionsRepository } from '../infrastructure/subscriptions.repository';
import { CancelTestSubscriptionRequestDto } from './dto/cancel-test-subscription.request.dto';
import { testCheckoutPage, testPortalPage } from './test-mode-pages';

/** Local test mode (no Stripe keys, not production): checkout and management pages for the signed-in user. */
@ApiExcludeController()
@Controller('billing/test')
export class TestModeController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  @Get('checkout')
  checkoutPage(@CurrentUser() _user: AuthenticatedUser, @Res() reply: FastifyReply): void {
    assertTestMode(this.config);
    void html(reply, testCheckoutPage());
  }

  @Post('checkout')
  async pay(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    const sessionId = await this.commands.execute(new ActivateTestSubscriptionCommand(user.id));
    void reply.redirect(billingPage.success(sessionId), 303);
  }

  @Get('portal')
  async portalPage(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    assertTestMode(this.config);
    void html(reply, testPortalPage(await this.subscriptions.findByUserId(user.id)));
  }

  @Post('portal')
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CancelTestSubscriptionRequestDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new CancelTestSubscriptionCommand(user.id, body.when));
    void reply.redirect(billingPage.path, 303);
  }
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
