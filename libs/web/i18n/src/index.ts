export { Trans, useTranslation } from 'react-i18next';
export * from './lib/file-size';
export * from './lib/i18n';
export * from './lib/resources';
