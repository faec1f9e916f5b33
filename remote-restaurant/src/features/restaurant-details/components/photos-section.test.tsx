import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurantDetail } from '../testing/restaurant-fixtures';
import { PhotosSection } from './photos-section';

// The fixture has four photos, the second with a null avatar: three are shown.
const renderPhotos = (overrides: Parameters<typeof restaurantDetail>[0] = {}) =>
  render(<PhotosSection restaurant={restaurantDetail(overrides)} />);

const dialog = () => screen.getByRole('dialog', { name: 'Saigon Kitchen photos' });
const position = () => within(dialog()).getByRole('status').textContent;
const shownSrc = () =>
  within(dialog())
    .getByRole('img', { name: /^Saigon Kitchen, photo/ })
    .getAttribute('src');

async function openPhoto(n: number) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Open photo ${n} of 3` }));
  return user;
}

function swipe(fromX: number, toX: number, fromY = 100, toY = 100) {
  const target = within(dialog()).getByRole('img', { name: /^Saigon Kitchen, photo/ });
  fireEvent.touchStart(target, { changedTouches: [{ clientX: fromX, clientY: fromY }] });
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: toX, clientY: toY }] });
}

describe('PhotosSection', () => {
  it('shows the description and a grid of the photos, skipping those with a null avatar', () => {
    renderPhotos();
    expect(screen.getByText('A look inside our dining room.')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Photos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open photo 1 of 3', 'Open photo 2 of 3', 'Open photo 3 of 3']);
  });

  it.each([
    ['no photos', []],
    ['only photos with a null avatar', [{ id: 1, avatar: null }]],
  ])("says 'No photos available' with %s", (_, photo) => {
    renderPhotos({ photo });
    expect(screen.getByText('No photos available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('opens the chosen photo in a lightbox dialog', async () => {
    renderPhotos();
    await openPhoto(2);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(position()).toBe('Photo 2 of 3');
    expect(shownSrc()).toBe('/api/v1/images/photos/3.svg');
  });

  it('steps with Next and Previous, wrapping at both ends', async () => {
    renderPhotos();
    const user = await openPhoto(3);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(position()).toBe('Photo 1 of 3');
    expect(shownSrc()).toBe('/api/v1/images/photos/1.svg');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(position()).toBe('Photo 3 of 3');
    expect(shownSrc()).toBe('/api/v1/images/photos/4.svg');
  });

  it('steps with ArrowRight and ArrowLeft', async () => {
    renderPhotos();
    const user = await openPhoto(1);
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('Photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('Photo 3 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(position()).toBe('Photo 3 of 3');
  });

  it('closes on Escape and gives focus back to the photo that opened it', async () => {
    renderPhotos();
    const user = await openPhoto(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open photo 2 of 3' })).toHaveFocus();
    // The arrow keys belong to the page again.
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    renderPhotos();
    const user = await openPhoto(1);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a swipe left of 40 px shows the next photo; 39 px is not a swipe', async () => {
    renderPhotos();
    await openPhoto(1);
    swipe(200, 161);
    expect(position()).toBe('Photo 1 of 3');
    swipe(200, 160);
    expect(position()).toBe('Photo 2 of 3');
  });

  it('a swipe right of 40 px shows the previous photo', async () => {
    renderPhotos();
    await openPhoto(2);
    swipe(100, 140);
    expect(position()).toBe('Photo 1 of 3');
  });

  it('a mostly vertical move is a scroll, not a swipe', async () => {
    renderPhotos();
    await openPhoto(1);
    swipe(200, 150, 100, 220);
    expect(position()).toBe('Photo 1 of 3');
  });

  it('has no Previous or Next for a single photo', async () => {
    const user = userEvent.setup();
    renderPhotos({ photo: [{ id: 1, avatar: 'images/photos/1.svg' }] });
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 1' }));
    expect(position()).toBe('Photo 1 of 1');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });
});
