import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { describePages } from 'shared/testing/remote-contract';
import RestaurantPage from './restaurant-page';

// The page reads its restaurant from the route and fetches it: the contract is checked on the
// first render, while that fetch is still out.
jest.mock('shared/api/get-restaurant', () => ({
  ...jest.requireActual<object>('shared/api/get-restaurant'),
  getRestaurant: () => new Promise(() => {}),
}));
jest.mock('shared/api/get-restaurant-files', () => ({
  getRestaurantFiles: () => new Promise(() => {}),
}));

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function RoutedRestaurantPage() {
  return (
    <MemoryRouter initialEntries={['/restaurant-details/7c96e30c-c8eb-44a2-bd92-96cdc9e19ad0']}>
      <Routes>
        <Route path="/restaurant-details/:restaurantId" element={<RestaurantPage />} />
      </Routes>
    </MemoryRouter>
  );
}

describePages('remote-restaurant', __dirname, [
  { file: 'restaurant-page', Page: RoutedRestaurantPage, h1: 'Restaurant', title: 'Restaurant' },
]);
