import { describePages } from 'shared/testing/remote-contract';
import RestaurantPage from './restaurant-page';

describePages('remote-restaurant', __dirname, [
  { file: 'restaurant-page', Page: RestaurantPage, h1: 'Restaurant', title: 'Restaurant' },
]);
