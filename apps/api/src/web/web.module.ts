import { Global, Module } from '@nestjs/common';
import { PageMetaRegistry } from './page-meta';
import { PublicPageMeta } from './public-page-meta';

/**
 * The web apps' server side. `PageMetaRegistry` is injectable so that the composition root can
 * register the meta of dynamic public pages (e.g. `/vcard/:id`) from the contexts that own them.
 */
@Global()
@Module({ providers: [PageMetaRegistry, PublicPageMeta], exports: [PageMetaRegistry] })
export class WebModule {}
