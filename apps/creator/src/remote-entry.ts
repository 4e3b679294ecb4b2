export { default } from './app/routes/creator-routes';
