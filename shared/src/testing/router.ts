// Routers for tests only: kept out of shared/router so production pages do not ship them.
export { MemoryRouter, type InitialEntry } from 'react-router';
