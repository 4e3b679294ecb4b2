export { default } from './app/routes/dashboard-routes';
