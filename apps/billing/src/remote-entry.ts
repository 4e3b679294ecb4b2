export { default } from './app/routes/billing-page';
