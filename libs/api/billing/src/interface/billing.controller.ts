import { CurrentUser, Public, RequiresRole } from '@liveqr/api/platform';
import { type AuthenticatedUser, GetSubscriptionStatusQuery, type SubscriptionStatus } from '@liveqr/shared/contracts';
import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { billingLinks } from '../application/billing-links';
import { OpenPortalCommand } from '../application/commands/open-portal/open-portal.command';
import { ResumeSubscriptionCommand } from '../application/commands/resume-subscription/resume-subscription.command';
import { StartCheckoutCommand } from '../application/commands/start-checkout/start-checkout.command';
import { GetBillingOverviewQuery } from '../application/queries/get-billing-overview/get-billing-overview.query';
import { MONTHLY_PLAN } from '../domain/plan';
import {
  BillingOverviewResponseDto,
  BillingRedirectResponseDto,
  PlanResponseDto,
  SubscriptionResponseDto,
  SubscriptionStatusResponseDto,
} from './dto/billing.response.dto';

/** The caller's own subscription: every route reads the user from the session, never from the request. */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('plan')
  @ApiOperation({ summary: 'The Monthly Plan' })
  @ApiOkResponse({ type: PlanResponseDto })
  plan(): PlanResponseDto {
    return MONTHLY_PLAN;
  }

  @Get()
  @RequiresRole('owner')
  @ApiOperation({ summary: "The /billing page's data: mode, plan, the caller's subscription" })
  @ApiOkResponse({ type: BillingOverviewResponseDto })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<BillingOverviewResponseDto> {
    return this.queries.execute(new GetBillingOverviewQuery(user.workspaceId));
  }

  @Get('status')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'Whether the caller may create QR codes' })
  @ApiOkResponse({ type: SubscriptionStatusResponseDto })
  status(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionStatusResponseDto> {
    return this.queries.execute<GetSubscriptionStatusQuery, SubscriptionStatus>(
      new GetSubscriptionStatusQuery(user.workspaceId),
    );
  }

  @Post('checkout')
  @RequiresRole('owner')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Subscribe: opens a Checkout session (or the local test checkout)' })
  @ApiOkResponse({ type: BillingRedirectResponseDto })
  @ApiConflictResponse({ description: '`already_subscribed`: the account already has an active subscription.' })
  @ApiBadGatewayResponse({ description: '`checkout_failed`, `stripe_auth_error`: Stripe refused or failed.' })
  @ApiServiceUnavailableResponse({ description: '`billing_disabled`: Stripe is not configured on this server.' })
  checkout(@CurrentUser() user: AuthenticatedUser): Promise<BillingRedirectResponseDto> {
    return this.commands.execute(new StartCheckoutCommand(user.workspaceId, user.email, billingLinks(user)));
  }

  @Post('portal')
  @RequiresRole('owner')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Manage Subscription: opens the Customer Portal (or the local test page)' })
  @ApiOkResponse({ type: BillingRedirectResponseDto })
  @ApiBadRequestResponse({ description: '`no_customer`, `customer_not_found`, `invalid_customer`.' })
  @ApiBadGatewayResponse({ description: '`portal_failed`, `stripe_auth_error`: Stripe refused or failed.' })
  @ApiServiceUnavailableResponse({
    description: '`billing_disabled`, `portal_not_configured_live`, `portal_not_configured_test`.',
  })
  portal(@CurrentUser() user: AuthenticatedUser): Promise<BillingRedirectResponseDto> {
    return this.commands.execute(new OpenPortalCommand(user.workspaceId, billingLinks(user)));
  }

  @Post('resume')
  @RequiresRole('owner')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Resume: a subscription cancelled for the end of its period renews again' })
  @ApiOkResponse({ type: SubscriptionResponseDto })
  @ApiConflictResponse({
    description: '`nothing_to_resume`: no subscription is cancelled for the end of a period that is still running.',
  })
  @ApiBadGatewayResponse({ description: '`resume_failed`, `stripe_auth_error`: Stripe refused or failed.' })
  @ApiServiceUnavailableResponse({ description: '`billing_disabled`: Stripe is not configured on this server.' })
  resume(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionResponseDto> {
    return this.commands.execute(new ResumeSubscriptionCommand(user.workspaceId));
  }
}
