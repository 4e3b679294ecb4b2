import { type ComponentType, lazy } from 'react';

/**
 * The pages a scan lands on (architecture §5), by route. Each is its own small chunk: a phone
 * that scanned a contact card loads only that page.
 */
export const LANDING_PAGES: Record<string, ComponentType> = {
  '/vcard/:id': lazy(() => import('./vcard-page').then((module) => ({ default: module.VcardPage }))),
  '/business/:id': lazy(() => import('./business-page').then((module) => ({ default: module.BusinessPage }))),
  '/links/:id': lazy(() => import('./links-page').then((module) => ({ default: module.LinksPage }))),
  '/images/:id': lazy(() => import('./images-page').then((module) => ({ default: module.ImagesPage }))),
  '/coupon/:id': lazy(() => import('./coupon-page').then((module) => ({ default: module.CouponPage }))),
  '/social/:id': lazy(() => import('./social-page').then((module) => ({ default: module.SocialPage }))),
};
