// The one door to react-router for the shell and every remote (lint forbids importing the
// package anywhere else). Module Federation shares a package whole, because it cannot know
// which exports a remote will use, and react-router 7 whole is large (ADR 0011). Shared as
// this module instead, webpack keeps only what is named here. It is a singleton like every
// shared/* subpath, so a page still has one router context for the shell and the remotes.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
