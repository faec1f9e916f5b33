// Shared modules the landing pages' remotes need for their first screen (home, a search
// result, a restaurant page) that the shell's own code does not use. Importing them makes
// the shell provide them, inside its startup chunk: otherwise each remote fetches its own
// copy only after its entry has run (one more round trip before the page can render, and a
// second copy of zod). A remote still falls back to its own copy when the shell it runs
// under does not provide one, so this list is a speed choice, not a contract.
// Not here (ADR 0029): `shared/api/get-categories`, which the cuisines' request loads with
// the API's transport, and `shared/ui/modal`, which each remote that opens dialogs bundles.
import 'shared/search/use-categories';
import 'shared/ui/restaurant-image';
import 'shared/ui/visually-hidden';
import 'shared/api/get-restaurant';
import 'shared/api/get-restaurant-files';
import 'shared/api/get-availability';
import 'shared/api/hold-table';
