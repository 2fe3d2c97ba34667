// The pages whose next path segment is a secret (docs/routes.md): the records link, the login
// link and the upload link. The tests that check no token leaves such a page start from these,
// each adding the odd spellings it cares about. Written out here, not read from src/app, so that
// a page dropped from the portal's list is caught.

export const TOKEN_PAGE_PREFIXES = [
  '/medical/records/',
  '/auth-message/',
  '/school-work-form/upload-token/',
] as const;
