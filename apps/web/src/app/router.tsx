import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './routes';

export const router = createBrowserRouter(buildRoutes());
