import { UuidParam } from '../http/uuid-param';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Controller, Get, HttpStatus, Query, StreamableFile } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { attachment } from '../http/content-disposition';
import { CurrentUser } from '../http/current-user.decorator';
import { RequiresRole } from '../http/workspace-access';
import { PUBLIC_API_VERSIONS, PublicApi } from '../http/public-api';
import {
  BackgroundJobErrorCode,
  BackgroundJobException,
  BackgroundJobs,
  type BackgroundJobStatus,
  type BackgroundJobView,
} from './background-jobs';

export class BackgroundJobResponseDto implements BackgroundJobView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'qr_code_import' }) kind!: string;
  @ApiProperty({ enum: ['queued', 'running', 'succeeded', 'failed'], example: 'running' })
  status!: BackgroundJobStatus;
  @ApiProperty({ example: 5000, description: 'Items to handle (rows of an import); 0 when not counted.' })
  total!: number;
  @ApiProperty({ example: 1200 }) processed!: number;
  @ApiProperty({ example: 3, description: 'Items refused (rows of an import with an error).' }) failed!: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'What stopped the whole job.' })
  error!: string | null;
  @ApiProperty({ example: false }) resultAvailable!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
}

export class JobResultRequestDto {
  @ApiPropertyOptional({ description: "A mailed file's link: when it expires (seconds since 1970)." })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  expires?: string;

  @ApiPropertyOptional({ description: "A mailed file's link: its signature." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  signature?: string;
}

const JobId = () => UuidParam(() => new BackgroundJobException(BackgroundJobErrorCode.NotFound));

/** Long jobs of the caller's (imports, exports): where they stand and their result file. */
@ApiTags('jobs')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'jobs', version: PUBLIC_API_VERSIONS })
export class JobsController {
  constructor(private readonly jobs: BackgroundJobs) {}

  @Get(':id')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'Where one of my long jobs stands: poll it until it has finished' })
  @ApiOkResponse({ type: BackgroundJobResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not one of your jobs.' })
  get(@CurrentUser() user: AuthenticatedUser, @JobId() id: string): Promise<BackgroundJobView> {
    return this.jobs.view(user.workspaceId, id);
  }

  @Get(':id/result')
  @RequiresRole('viewer')
  @ApiOperation({ summary: "A finished job's result file (a mailed one only through its signed link)" })
  @ApiProduces('text/csv', 'application/zip')
  @ApiOkResponse({ description: 'The result file.', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not one of your jobs.' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'No result yet.' })
  @ApiResponse({ status: HttpStatus.GONE, description: 'The signed link has expired.' })
  async result(
    @CurrentUser() user: AuthenticatedUser,
    @JobId() id: string,
    @Query() link: JobResultRequestDto,
  ): Promise<StreamableFile> {
    const { body, fileName, contentType } = await this.jobs.result(user.workspaceId, id, link);
    return new StreamableFile(body, { type: contentType, disposition: attachment(fileName), length: body.length });
  }
}
