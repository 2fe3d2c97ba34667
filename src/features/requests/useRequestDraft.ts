import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { readDraft, writeDraft } from './draft';
import { draftRestored, selectForms, type FormsState } from './slice';
import { selectUserId } from '../../state/user/slice';

/**
 * The request in progress, read back from the tab's storage once per page load and written back
 * on every change. `ready` is false until then, so a page never shows empty fields that the
 * stored draft would fill a moment later.
 */
export function useRequestDraft(): { ready: boolean; request: FormsState } {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectForms);
  const ownerId = useAppSelector(selectUserId);

  useEffect(() => {
    if (!request.restored && ownerId) dispatch(draftRestored({ ownerId, draft: readDraft() }));
  }, [request.restored, ownerId, dispatch]);

  useEffect(() => {
    if (request.restored) writeDraft(request);
  }, [request]);

  return { ready: request.restored && ownerId !== null && request.ownerId === ownerId, request };
}
