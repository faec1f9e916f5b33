import { useNavigate } from 'react-router';

// Routers for tests only: kept out of shared/router so production pages do not ship them.
export { MemoryRouter, type InitialEntry } from 'react-router';

/** The browser's back button, for a MemoryRouter's history. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}
