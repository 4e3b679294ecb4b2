import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/public.decorator';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptimeSeconds: number;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'The API and its database answer.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const database = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    if (database === 'down') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    void reply.header('cache-control', 'no-store');
    return { status: database === 'up' ? 'ok' : 'degraded', database, uptimeSeconds: Math.round(process.uptime()) };
  }
}
