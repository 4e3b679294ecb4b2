import {
  actorOf,
  attachment,
  CurrentUser,
  PUBLIC_API_VERSIONS,
  PublicApi,
  RequiresRole,
  UuidParam,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ChangeQrCodesCommand } from '../application/commands/change-qr-codes/change-qr-codes.command';
import { DeleteQrCodesCommand } from '../application/commands/delete-qr-codes/delete-qr-codes.command';
import { RestoreQrCodesCommand } from '../application/commands/restore-qr-codes/restore-qr-codes.command';
import type { QrCodeSelection } from '../application/qr-code-filter';
import { RenderQrCodeImagesQuery } from '../application/queries/render-qr-code-images/render-qr-code-images.query';
import {
  BulkDeletionResponseDto,
  BulkImagesRequestDto,
  BulkMoveRequestDto,
  BulkResultResponseDto,
  BulkStatusRequestDto,
  BulkTagsRequestDto,
  QrCodeSelectionDto,
  RestoreRequestDto,
} from './dto/organise.dto';
import { ApplyBrandKitCommand } from '../application/commands/apply-brand-kit/apply-brand-kit.command';
import { CreateQrCodeCommand } from '../application/commands/create-qr-code/create-qr-code.command';
import { DeleteQrCodeCommand } from '../application/commands/delete-qr-code/delete-qr-code.command';
import { ToggleQrCodeCommand } from '../application/commands/toggle-qr-code/toggle-qr-code.command';
import { UpdateQrCodeCommand } from '../application/commands/update-qr-code/update-qr-code.command';
import { CheckDesignQuery } from '../application/queries/check-design/check-design.query';
import { GetQrCodeQuery } from '../application/queries/get-qr-code/get-qr-code.query';
import { ListQrCodesQuery } from '../application/queries/list-qr-codes/list-qr-codes.query';
import { RenderQrCodeImageQuery } from '../application/queries/render-qr-code-image/render-qr-code-image.query';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import {
  ApplyBrandKitRequestDto,
  CheckDesignRequestDto,
  CreateQrCodeRequestDto,
  ListQrCodesRequestDto,
  QrCodeImageRequestDto,
  UpdateQrCodeRequestDto,
} from './dto/qr-code.request.dto';
import { DesignCheckResponseDto, QrCodePageResponseDto, QrCodeResponseDto } from './dto/qr-code.response.dto';

/** A malformed id names no code of the caller's: the same 404 as someone else's id. */
const QrCodeId = () => UuidParam(() => new QrCatalogException(QrCatalogErrorCode.NotFound));

/** Exactly one of a selection's two forms. */
function selectionOf({ ids, matching }: QrCodeSelectionDto): QrCodeSelection {
  if (ids !== undefined && matching === undefined) return { ids };
  if (matching !== undefined && ids === undefined) return { matching };
  throw new QrCatalogException(QrCatalogErrorCode.InvalidSelection);
}

/** The caller's own QR codes; every route is signed-in only and scoped to the caller (anyone else's id: 404). */
@ApiTags('qr-codes')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'qr-codes', version: PUBLIC_API_VERSIONS })
export class QrCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({
    summary: 'My QR Codes: filtered by folder, tags, type, status and text together, sorted by any column, paged',
  })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'An unknown sort key, filter value or page.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: "A folder or tag that is not the caller's." })
  @ApiOkResponse({ type: QrCodePageResponseDto })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ListQrCodesRequestDto): Promise<QrCodePageResponseDto> {
    return this.queries.execute(new ListQrCodesQuery(user.workspaceId, { ...query }));
  }

  @Post()
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Create a QR code (needs an active subscription)' })
  @ApiCreatedResponse({ type: QrCodeResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: "Content or customization breaks the type's rules." })
  @ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateQrCodeRequestDto): Promise<QrCodeResponseDto> {
    return this.commands.execute(new CreateQrCodeCommand(user.workspaceId, { ...body }, actorOf(user)));
  }

  @Post('bulk/status')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Activate or deactivate the chosen codes, or all that match a filter' })
  @ApiOkResponse({ type: BulkResultResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Both or neither of ids and matching.' })
  @ApiResponse({
    status: HttpStatus.NOT_FOUND,
    description: "The filter names a folder or tag that is not the caller's.",
  })
  bulkStatus(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: BulkStatusRequestDto,
  ): Promise<BulkResultResponseDto> {
    return this.commands.execute(
      new ChangeQrCodesCommand(
        user.workspaceId,
        selectionOf(body),
        { kind: 'status', active: body.active },
        actorOf(user),
      ),
    );
  }

  @Post('bulk/move')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Move the chosen codes, or all that match a filter, into a folder (null: out of every folder)',
  })
  @ApiOkResponse({ type: BulkResultResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Both or neither of ids and matching.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: "A folder or tag that is not the caller's." })
  bulkMove(@CurrentUser() user: AuthenticatedUser, @Body() body: BulkMoveRequestDto): Promise<BulkResultResponseDto> {
    return this.commands.execute(
      new ChangeQrCodesCommand(
        user.workspaceId,
        selectionOf(body),
        { kind: 'move', folderId: body.folderId },
        actorOf(user),
      ),
    );
  }

  @Post('bulk/tags')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give tags to, or take tags off, the chosen codes or all that match a filter' })
  @ApiOkResponse({ type: BulkResultResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Both or neither of ids and matching.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: "A folder or tag that is not the caller's." })
  bulkTags(@CurrentUser() user: AuthenticatedUser, @Body() body: BulkTagsRequestDto): Promise<BulkResultResponseDto> {
    return this.commands.execute(
      new ChangeQrCodesCommand(
        user.workspaceId,
        selectionOf(body),
        { kind: 'tags', add: body.add, remove: body.remove },
        actorOf(user),
      ),
    );
  }

  @Post('bulk/delete')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Delete the chosen codes, or all that match a filter; POST bulk/restore with the answer undoes it for 10 s',
  })
  @ApiOkResponse({ type: BulkDeletionResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'Both or neither of ids and matching.' })
  @ApiResponse({
    status: HttpStatus.NOT_FOUND,
    description: "The filter names a folder or tag that is not the caller's.",
  })
  bulkDelete(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: QrCodeSelectionDto,
  ): Promise<BulkDeletionResponseDto> {
    return this.commands.execute(new DeleteQrCodesCommand(user.workspaceId, selectionOf(body), actorOf(user)));
  }

  @Post('bulk/restore')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Undo a bulk delete while its undo window lasts' })
  @ApiOkResponse({ type: BulkResultResponseDto })
  @ApiResponse({ status: HttpStatus.GONE, description: 'The codes are deleted for good (or were never the caller’s).' })
  bulkRestore(@CurrentUser() user: AuthenticatedUser, @Body() body: RestoreRequestDto): Promise<BulkResultResponseDto> {
    return this.commands.execute(new RestoreQrCodesCommand(user.workspaceId, body.deletionId, actorOf(user)));
  }

  @Post('bulk/images')
  @RequiresRole('viewer')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "A ZIP of the chosen codes' images, or of all that match a filter, in one format and size (streamed)",
    description: 'A code whose design cannot be drawn at that size is left out and named in `not-included.txt`.',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'Both or neither of ids and matching, or a bad format or size.',
  })
  @ApiResponse({
    status: HttpStatus.NOT_FOUND,
    description: "The filter names a folder or tag that is not the caller's.",
  })
  async bulkImages(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: BulkImagesRequestDto,
  ): Promise<StreamableFile> {
    const zip = await this.queries.execute(
      new RenderQrCodeImagesQuery(user.workspaceId, selectionOf(body), body.format, body.size),
    );
    return new StreamableFile(zip.stream, { type: 'application/zip', disposition: attachment(zip.fileName) });
  }

  @Post('design-check')
  @RequiresRole('viewer')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Check a design for this content before Generate or Save: the same rules and scan guarantee, as data',
    description:
      'Answers `ok: true` with the symbol (version, level drawn, smallest size, largest logo) or `ok: false` with the ' +
      'problem, field and message saying what to change. Verdicts are cached, so a debounced live call is cheap and the Save ' +
      'that follows reuses it. Content that breaks its type rules is a 400, as on create.',
  })
  @ApiOkResponse({ type: DesignCheckResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: "Content breaks the type's rules." })
  checkDesign(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CheckDesignRequestDto,
  ): Promise<DesignCheckResponseDto> {
    return this.queries.execute(new CheckDesignQuery(user.workspaceId, { ...body }));
  }

  @Get(':id')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'One QR code with its content, customization and encoded payload' })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  get(@CurrentUser() user: AuthenticatedUser, @QrCodeId() id: string): Promise<QrCodeResponseDto> {
    return this.queries.execute(new GetQrCodeQuery(user.workspaceId, id));
  }

  @Patch(':id')
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Edit name, content, customization or tracking; a tracked code keeps its slug' })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @QrCodeId() id: string,
    @Body() body: UpdateQrCodeRequestDto,
  ): Promise<QrCodeResponseDto> {
    return this.commands.execute(new UpdateQrCodeCommand(user.workspaceId, id, { ...body }, actorOf(user)));
  }

  @Post(':id/toggle')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Switch between Active and Inactive' })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  toggle(@CurrentUser() user: AuthenticatedUser, @QrCodeId() id: string): Promise<QrCodeResponseDto> {
    return this.commands.execute(new ToggleQrCodeCommand(user.workspaceId, id, actorOf(user)));
  }

  @Delete(':id')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a QR code' })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  async remove(@CurrentUser() user: AuthenticatedUser, @QrCodeId() id: string): Promise<void> {
    await this.commands.execute(new DeleteQrCodeCommand(user.workspaceId, id, actorOf(user)));
  }

  @Post(':id/apply-brand-kit')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Give the code a brand kit's design (checked for this code's content like any edit)" })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: "The kit's design does not suit this code's content." })
  @ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code or brand kit of the caller.' })
  applyBrandKit(
    @CurrentUser() user: AuthenticatedUser,
    @QrCodeId() id: string,
    @Body() body: ApplyBrandKitRequestDto,
  ): Promise<QrCodeResponseDto> {
    return this.commands.execute(new ApplyBrandKitCommand(user.workspaceId, id, body.brandKitId, actorOf(user)));
  }

  @Get(':id/image')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "Download the code as PNG, JPG, SVG, PDF or EPS, named '{name or qr-code}.{ext}'" })
  @ApiProduces('image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf', 'application/postscript')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'Unknown format, or a size out of range or too small for the code.',
  })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such code of the caller.' })
  async image(
    @CurrentUser() user: AuthenticatedUser,
    @QrCodeId() id: string,
    @Query() query: QrCodeImageRequestDto,
  ): Promise<StreamableFile> {
    const image = await this.queries.execute(
      new RenderQrCodeImageQuery(user.workspaceId, id, query.format, query.size),
    );
    return new StreamableFile(image.body, {
      type: image.contentType,
      length: image.body.length,
      disposition: attachment(image.fileName),
    });
  }
}
