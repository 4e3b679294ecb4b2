import {
  actorOf,
  APP_CONFIG,
  CurrentUser,
  pageLanguage,
  PageTexts,
  RequiresRole,
  type AppConfig,
  type LanguageHeaders,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Get, Headers, Inject, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ActivateTestSubscriptionCommand } from '../application/commands/activate-test-subscription/activate-test-subscription.command';
import { CancelTestSubscriptionCommand } from '../application/commands/cancel-test-subscription/cancel-test-subscription.command';
import { billingLinks } from '../application/billing-links';
import { assertTestMode } from '../domain/billing-mode';
import { SubscriptionsRepository } from '../infrastructure/subscriptions.repository';
import { CancelTestSubscriptionRequestDto } from './dto/cancel-test-subscription.request.dto';
import { testCheckoutPage, type TestModePageLocale, testPortalPage } from './test-mode-pages';

/**
 * Local test mode (no Stripe keys, not production): checkout and management pages for the signed-in
 * user, in their language as every page the server writes (profile, else site cookie, else browser).
 */
@ApiExcludeController()
@Controller('billing/test')
export class TestModeController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly texts: PageTexts,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  @Get('checkout')
  @RequiresRole('owner')
  async checkoutPage(
    @CurrentUser() user: AuthenticatedUser,
    @Headers() headers: LanguageHeaders,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertTestMode(this.config);
    void html(reply, testCheckoutPage(await this.locale(headers), billingLinks(user)));
  }

  @Post('checkout')
  @RequiresRole('owner')
  async pay(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    const sessionId = await this.commands.execute(new ActivateTestSubscriptionCommand(user.workspaceId, actorOf(user)));
    void reply.redirect(billingLinks(user).success(sessionId), 303);
  }

  @Get('portal')
  @RequiresRole('owner')
  async portalPage(
    @CurrentUser() user: AuthenticatedUser,
    @Headers() headers: LanguageHeaders,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertTestMode(this.config);
    const [locale, subscription] = await Promise.all([
      this.locale(headers),
      this.subscriptions.findByUserId(user.workspaceId),
    ]);
    void html(reply, testPortalPage(locale, billingLinks(user), subscription));
  }

  @Post('portal')
  @RequiresRole('owner')
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CancelTestSubscriptionRequestDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.commands.execute(new CancelTestSubscriptionCommand(user.workspaceId, body.when, actorOf(user)));
    void reply.redirect(billingLinks(user).page, 303);
  }

  private async locale(headers: LanguageHeaders): Promise<TestModePageLocale> {
    const language = await pageLanguage(this.queries, headers);
    return { language, t: this.texts.in(language) };
  }
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
