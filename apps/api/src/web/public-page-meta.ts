import {
  GetPublicQrCodeQuery,
  PUBLIC_PAGE_TYPES,
  QrCatalogErrorCode,
  QrCatalogException,
  type PublicPageType,
  type PublicQrCodeView,
} from '@liveqr/api/qr-catalog';
import { HttpException, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type PageMeta, type PageMetaContext, PageMetaRegistry } from './page-meta';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LandingMetaTexts {
  fallbacks: Record<PublicPageType, string>;
  descriptions: Record<PublicPageType, string>;
}

/** Meta of the pages a scan lands on (/vcard/{id}, ...), named after the contact, business or collection. */
@Injectable()
export class PublicPageMeta implements OnModuleInit {
  constructor(
    private readonly registry: PageMetaRegistry,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    for (const type of PUBLIC_PAGE_TYPES) {
      this.registry.register(`/${type}/:id`, ({ id }, context) => this.resolve(type, id, context));
    }
  }

  private async resolve(type: PublicPageType, id: string, { texts }: PageMetaContext): Promise<PageMeta | undefined> {
    if (!UUID.test(id)) return undefined;
    try {
      const code = await this.queries.execute(new GetPublicQrCodeQuery(id, type));
      const landing = (texts['scanPages'] as { meta: LandingMetaTexts }).meta;
      const title = pageTitle(code) || landing.fallbacks[type];
      return { title, description: landing.descriptions[type].replace('{{name}}', title) };
    } catch (error) {
      if (error instanceof QrCatalogException && error.code === QrCatalogErrorCode.Inactive) {
        return { title: '', description: '', gone: true };
      }
      // No such code of this type: the site's default meta, kept out of search results.
      if (error instanceof HttpException) return undefined;
      throw error;
    }
  }
}

/** The same heading the page shows. */
function pageTitle(code: PublicQrCodeView): string {
  if (code.type === 'vcard') {
    const { firstName, lastName } = code.content as PublicQrCodeView<'vcard'>['content'];
    return [firstName, lastName].filter(Boolean).join(' ');
  }
  if (code.type === 'business') return (code.content as PublicQrCodeView<'business'>['content']).businessName;
  return code.name;
}
