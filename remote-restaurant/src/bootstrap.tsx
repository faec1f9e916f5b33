import { renderStandalone } from 'shared/ui/standalone-host';
import { STANDALONE_ROUTES } from './app/standalone-routes';

renderStandalone('remote-restaurant', STANDALONE_ROUTES);
