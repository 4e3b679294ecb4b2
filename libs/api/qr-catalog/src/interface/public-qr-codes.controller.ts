import {
  actorOf,
  attachment,
  CodePasses,
  OptionalUser,
  Public,
  PublicWithOptionalUser,
  UuidParam,
} from '@liveqr/api/platform';
import { buildVcard, vcardFileName } from '@liveqr/qr-content';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { applyDecorators, Body, Controller, Get, HttpStatus, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AddLinkCommand } from '../application/commands/add-link/add-link.command';
import { GetPublicQrCodeQuery } from '../application/queries/get-public-qr-code/get-public-qr-code.query';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { AddLinkRequestDto, PublicQrCodeRequestDto, PublicQrCodeResponseDto } from './dto/public-qr-code.dto';

/** Public pages take the id from a scanned URL: a malformed one is a bad link, said as such (spec §8). */
const PageId = () => UuidParam(() => new QrCatalogException(QrCatalogErrorCode.InvalidId));

/** The content is refused as the code's scan would refuse it. */
const RefusedLikeTheScan = () =>
  applyDecorators(
    ApiResponse({
      status: HttpStatus.UNAUTHORIZED,
      description: "Protected: the password was not given on the code's scan page.",
    }),
    ApiResponse({ status: HttpStatus.GONE, description: 'Inactive, expired or out of scans.' }),
  );

/**
 * The data of the pages a scan lands on (/vcard, /business, /links, /images, /coupon, /social),
 * under the code's rules as its scan applies them.
 */
@ApiTags('public-pages')
@ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Invalid QR code ID.' })
@ApiResponse({ status: HttpStatus.NOT_FOUND, description: "No such code of the page's type." })
@Controller()
export class PublicQrCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly passes: CodePasses,
  ) {}

  @Get('public/qr-codes/:id')
  @PublicWithOptionalUser()
  @ApiOperation({ summary: "A public page's data: name and only the fields the page shows" })
  @ApiOkResponse({ type: PublicQrCodeResponseDto })
  @RefusedLikeTheScan()
  get(
    @PageId() id: string,
    @Query() { type }: PublicQrCodeRequestDto,
    @OptionalUser() user: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
  ): Promise<PublicQrCodeResponseDto> {
    return this.queries.execute(new GetPublicQrCodeQuery(id, type, user?.id ?? null, this.passed(request, id)));
  }

  @Get('public/qr-codes/:id/vcard')
  @Public()
  @ApiOperation({ summary: 'Save to Contacts: the contact as a vCard 3.0 file named after the person (spec §9)' })
  @ApiProduces('text/vcard')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @RefusedLikeTheScan()
  async vcard(@PageId() id: string, @Req() request: FastifyRequest): Promise<StreamableFile> {
    const { content } = await this.queries.execute(
      new GetPublicQrCodeQuery(id, 'vcard', null, this.passed(request, id)),
    );
    const body = Buffer.from(buildVcard(content), 'utf8');
    return new StreamableFile(body, {
      type: 'text/vcard; charset=utf-8',
      length: body.length,
      disposition: attachment(vcardFileName(content.firstName, content.lastName)),
    });
  }

  @Post('qr-codes/:id/links')
  @PublicWithOptionalUser()
  @ApiOperation({ summary: "Add Link on the links page: the code's owner only; the list with the new link" })
  @ApiCreatedResponse({ type: PublicQrCodeResponseDto })
  @ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
  @ApiResponse({ status: HttpStatus.FORBIDDEN, description: 'Not the owner.' })
  addLink(
    @PageId() id: string,
    @Body() body: AddLinkRequestDto,
    @OptionalUser() user: AuthenticatedUser | null,
  ): Promise<PublicQrCodeResponseDto> {
    // The 401 is this route's own, with the spec's text, rather than the session guard's.
    return this.commands.execute(new AddLinkCommand(id, user ? actorOf(user) : null, { ...body }));
  }

  private passed(request: FastifyRequest, id: string): boolean {
    return this.passes.passedCodes(request).has(id);
  }
}
