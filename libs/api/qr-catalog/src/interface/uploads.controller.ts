import { Readable } from 'node:stream';
import {
  CodePasses,
  CurrentUser,
  inline,
  OptionalUser,
  PublicWithOptionalUser,
  RequiresRole,
  UuidParam,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Controller, Get, Headers, HttpStatus, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadFileCommand } from '../application/commands/upload-file/upload-file.command';
import { GetUploadQuery } from '../application/queries/get-upload/get-upload.query';
import { GetUploadUsageQuery } from '../application/queries/get-upload-usage/get-upload-usage.query';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { UploadRequestDto, UploadResponseDto, UploadUsageResponseDto } from './dto/upload.dto';
import { OCTET_STREAM } from './octet-stream-body';

/**
 * Files for pdf, images, video and mp3 codes: uploaded by their owner, served to their owner and to
 * anyone a code linking them lets in (its rules, as its scan applies them).
 */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly passes: CodePasses,
  ) {}

  @Post()
  @RequiresRole('editor')
  @ApiOperation({ summary: "Upload a file's bytes (streamed; its type is read from its content)" })
  @ApiConsumes(OCTET_STREAM)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ type: UploadResponseDto })
  @ApiResponse({
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    description: 'Over the size limit of the kind, or of the storage left to the account.',
  })
  @ApiResponse({ status: HttpStatus.TOO_MANY_REQUESTS, description: 'Too many uploads in the last hour.' })
  @ApiResponse({ status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, description: 'Not a file of the accepted types.' })
  @ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' })
  upload(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: UploadRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<UploadResponseDto> {
    if (!(request.body instanceof Readable)) {
      throw new QrCatalogException(QrCatalogErrorCode.UnsupportedFileType, `Send the file's bytes as ${OCTET_STREAM}`);
    }
    return this.commands.execute(
      new UploadFileCommand(user.workspaceId, query.kind, query.fileName || 'file', request.body),
    );
  }

  @Get('usage')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "How much of the caller's storage quota and hourly upload rate is used" })
  @ApiOkResponse({ type: UploadUsageResponseDto })
  usage(@CurrentUser() user: AuthenticatedUser): Promise<UploadUsageResponseDto> {
    return this.queries.execute(new GetUploadUsageQuery(user.workspaceId));
  }

  @PublicWithOptionalUser()
  @Get(':id')
  @ApiOperation({ summary: 'An uploaded file, as its bytes proved it to be' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({
    status: HttpStatus.PARTIAL_CONTENT,
    description: 'The part a Range header asked for.',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such file, or no code links it.' })
  @ApiResponse({
    status: HttpStatus.UNAUTHORIZED,
    description: "Its codes are protected: the password was not given on a code's scan page.",
  })
  @ApiResponse({ status: HttpStatus.GONE, description: 'Its codes are inactive, expired or out of scans.' })
  async file(
    @UuidParam(() => new QrCatalogException(QrCatalogErrorCode.UploadNotFound))
    id: string,
    @Headers('range') range: string | undefined,
    @OptionalUser() user: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.queries.execute(
      new GetUploadQuery(id, range, user?.id ?? null, this.passes.passedCodes(request)),
    );
    // Never sniffed into something else, and even if opened directly it runs no script. Whether it
    // may be served changes with its codes (expiry, password, switched off): no shared cache keeps it.
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-cache')
      .header('accept-ranges', 'bytes');
    if (file.range) {
      void reply
        .status(HttpStatus.PARTIAL_CONTENT)
        .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    }
    return new StreamableFile(file.body, {
      type: file.contentType,
      length: file.range ? file.range.end - file.range.start + 1 : file.size,
      disposition: inline(file.fileName),
    });
  }
}
