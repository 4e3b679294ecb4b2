import { Readable } from 'node:stream';
import {
  actorOf,
  attachment,
  BackgroundJobResponseDto,
  CurrentUser,
  PUBLIC_API_VERSIONS,
  PublicApi,
  RequiresRole,
  spreadsheetCsv,
} from '@liveqr/api/platform';
import { type AuthenticatedUser, MAX_IMPORT_BYTES } from '@liveqr/shared/contracts';
import {
  applyDecorators,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { QrCodeImports } from '../application/qr-code-imports';
import { QrCodeExports } from '../application/qr-code-exports';
import { importTemplate } from '../application/import-format';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { ExportQrCodesRequestDto, ImportDryRunResponseDto, ImportTemplateRequestDto } from './dto/qr-code-import.dto';
import { QrCodeResponseDto } from './dto/qr-code.response.dto';
import { OCTET_STREAM, TEXT_CSV, XLSX } from './octet-stream-body';

const CSV_FILE = { type: 'text/csv; charset=utf-8' };

const ImportFileBody = () =>
  applyDecorators(
    ApiConsumes(TEXT_CSV, XLSX, OCTET_STREAM),
    ApiBody({
      description: 'The CSV file (UTF-8; commas, semicolons or tabs) or XLSX workbook (its first sheet).',
      schema: { type: 'string', format: 'binary' },
    }),
    ApiResponse({
      status: HttpStatus.PAYLOAD_TOO_LARGE,
      description: 'Over 10 MB, or a workbook that unpacks to over 64 MB (import_file_too_large).',
    }),
    ApiResponse({
      status: HttpStatus.BAD_REQUEST,
      description:
        'No import: over 100 columns (import_too_many_columns), a cell over 4,096 characters (import_cell_too_long), ' +
        'a NUL character (import_invalid_characters), over 5,000 rows, no type column, malformed.',
    }),
    ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' }),
  );

/** Codes from a spreadsheet and every code out to one: templates, dry run, background import, export. */
@ApiTags('qr-code-imports')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'qr-codes', version: PUBLIC_API_VERSIONS })
export class QrCodeImportsController {
  constructor(
    private readonly imports: QrCodeImports,
    private readonly exports: QrCodeExports,
  ) {}

  @Get('import-templates/:type')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "A type's import template: its columns and one example row" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file download.', schema: { type: 'string' } })
  template(@Param() { type }: ImportTemplateRequestDto): StreamableFile {
    const { header, example } = importTemplate(type);
    const row = Object.fromEntries(header.map((column, index) => [column, example[index]]));
    const csv = spreadsheetCsv(
      [row],
      header.map((column) => ({ key: column, header: column })),
    );
    return new StreamableFile(Buffer.from(csv), { ...CSV_FILE, disposition: attachment(`liveqr-import-${type}.csv`) });
  }

  @Post('imports/dry-run')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Check an import file row by row with the rules of create; nothing is created' })
  @ImportFileBody()
  @ApiOkResponse({ type: ImportDryRunResponseDto })
  async dryRun(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<ImportDryRunResponseDto> {
    return this.imports.dryRun(user.workspaceId, await importFile(request));
  }

  @Post('imports')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Import a file in the background: poll the job, then download its result file' })
  @ImportFileBody()
  @ApiAcceptedResponse({ type: BackgroundJobResponseDto })
  async start(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<BackgroundJobResponseDto> {
    return this.imports.start(user.workspaceId, await importFile(request), actorOf(user));
  }

  @Get('export')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'Every one of my codes, oldest first, as a CSV or JSON file' })
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({ description: 'A file download.', type: [QrCodeResponseDto] })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { format }: ExportQrCodesRequestDto,
  ): Promise<StreamableFile> {
    const body =
      format === 'json'
        ? Buffer.from(JSON.stringify(await this.exports.json(user.workspaceId), null, 2))
        : Buffer.from(await this.exports.csv(user.workspaceId));
    const type = format === 'json' ? 'application/json; charset=utf-8' : CSV_FILE.type;
    return new StreamableFile(body, { type, disposition: attachment(`liveqr-qr-codes.${format}`) });
  }
}

/** The request's file, read up to the limit: a larger one is refused (413) and nothing is kept. */
async function importFile(request: FastifyRequest): Promise<Buffer> {
  if (!(request.body instanceof Readable)) {
    throw new QrCatalogException(QrCatalogErrorCode.UnsupportedFileType, `Send the file as ${TEXT_CSV} or ${XLSX}`);
  }
  const tooLarge = () => new QrCatalogException(QrCatalogErrorCode.ImportFileTooLarge);
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) {
    request.body.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMPORT_BYTES) {
      request.body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
