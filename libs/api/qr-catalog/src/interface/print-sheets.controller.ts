import {
  BackgroundJobResponseDto,
  CurrentUser,
  PUBLIC_API_VERSIONS,
  PublicApi,
  RequiresRole,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { QrCodePrintSheets } from '../application/qr-code-print-sheets';
import { PrintSheetRequestDto } from './dto/print-sheet.dto';

/** Print-ready PDFs of the caller's codes, made in the background. */
@ApiTags('qr-codes')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'qr-codes', version: PUBLIC_API_VERSIONS })
export class PrintSheetsController {
  constructor(private readonly printSheets: QrCodePrintSheets) {}

  @Post('print-sheets')
  @RequiresRole('viewer')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Lay up to 500 codes out on labels, pages or a table tent as a vector PDF, in the background',
    description:
      'Poll `/api/jobs/{id}` for progress, then download the PDF from `/api/jobs/{id}/result`. Codes whose modules ' +
      'would print smaller than 0.33 mm on the template are left off and counted in the job’s `failed`.',
  })
  @ApiAcceptedResponse({ type: BackgroundJobResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description:
      'Both or neither of codeIds and folderId (invalid_selection), over 500 codes (print_sheet_too_many_codes), ' +
      'an unknown template, caption or colour space, or an empty folder (print_sheet_empty).',
  })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'None of the codes, or not the folder, is the caller’s.' })
  start(@CurrentUser() user: AuthenticatedUser, @Body() body: PrintSheetRequestDto): Promise<BackgroundJobResponseDto> {
    return this.printSheets.start(user.workspaceId, { ...body });
  }
}
