import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth next to SameSite cookies: a state-changing request that names a
 * foreign `Origin` is refused. Same origin means the public URL's origin or the request's
 * own host (a browser cannot forge Origin). Requests without Origin (API consumers,
 * webhooks) pass: they carry no ambient cookies from another site.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<{ method: string; headers: Record<string, string | undefined> }>();
    const origin = request.headers['origin'];
    if (SAFE_METHODS.has(request.method) || origin === undefined) return true;
    if (origin === new URL(this.config.publicUrl).origin) return true;
    if (URL.canParse(origin) && new URL(origin).host === request.headers['host']) return true;
    throw new ForbiddenException('This request came from another site and was refused.');
  }
}
