import { attachment, NoStore, RequiresRoleInPathWorkspace } from '@liveqr/api/platform';
import { Controller, Get, HttpStatus, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ExportAuditLogQuery } from '../application/queries/audit-log/export-audit-log.query';
import { ListAuditLogQuery } from '../application/queries/audit-log/list-audit-log.query';
import { AUDIT_MAX_EXPORT_ROWS } from '../domain/audit-entry';
import { AuditLogFilterRequestDto, AuditLogPageRequestDto, AuditLogPageResponseDto } from './dto/audit-log.dto';
import { WorkspaceId } from './workspace-id.param';

/** Only the fields of the filter, whatever else the query string held. */
const filterOf = ({ actor, action, codeId }: AuditLogFilterRequestDto) => ({ actor, action, codeId });

/**
 * The workspace's audit log, for its owner and admins: every change to its codes, folders, tags,
 * members, invitations, API keys, webhooks and plan, who made it, when, and whether through the web
 * app, the API or billing. Entries are kept for a year.
 */
@ApiTags('workspaces')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'A malformed filter, cursor or limit.' })
@ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'Not a workspace of mine (`WORKSPACE_NOT_FOUND`).' })
@NoStore()
@Controller('workspaces')
export class AuditLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/audit-log')
  @RequiresRoleInPathWorkspace('admin')
  @ApiOperation({
    summary:
      'The audit log, newest first, a page at a time: who changed what and when, through the web app, the API or billing',
  })
  @ApiOkResponse({ type: AuditLogPageResponseDto })
  list(@WorkspaceId() id: string, @Query() query: AuditLogPageRequestDto): Promise<AuditLogPageResponseDto> {
    return this.queries.execute(new ListAuditLogQuery(id, filterOf(query), query.limit, query.cursor));
  }

  @Get(':id/audit-log/export')
  @RequiresRoleInPathWorkspace('admin')
  @ApiOperation({
    summary: `The audit log's entries that match the filter as a CSV file, newest first (the newest ${AUDIT_MAX_EXPORT_ROWS} at most)`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A file download.', schema: { type: 'string', format: 'binary' } })
  async export(@WorkspaceId() id: string, @Query() query: AuditLogFilterRequestDto): Promise<StreamableFile> {
    const csv = await this.queries.execute(new ExportAuditLogQuery(id, filterOf(query)));
    return new StreamableFile(Buffer.from(csv), {
      type: 'text/csv; charset=utf-8',
      disposition: attachment('liveqr-audit-log.csv'),
    });
  }
}
