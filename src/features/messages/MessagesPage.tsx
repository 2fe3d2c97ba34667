import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { hasNextPage, pageCount, pageFromQuery } from './messageList';
import ComposeMessage from './ComposeMessage';
import MessageListItem from './MessageListItem';
import Pager from './Pager';
import { loadMessages } from './thunks';
import './messages.css';
import { selectMessages } from './slice';
import LoadFailed from './LoadFailed';

/**
 * docs/messages.md#my-messages-list: 'My Messages', the clinic's messages and the patient's own,
 * 15 a page, newest first, and a message to the MOAs.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const { items, total, list } = useAppSelector(selectMessages);
  const { status: listStatus, error: listError } = list;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(page);
  const navigate = useNavigate();

  // A message just sent is the newest: page 1 shows it at the top, as 'Sent'.
  const showSent = () => {
    if (page === 1) void dispatch(loadMessages(1));
    else void navigate('/message');
  };

  useEffect(() => {
    void dispatch(loadMessages(page));
    // Moving between pages keeps the reader at the list, not at the top of the old page.
    if (page !== firstPage.current) {
      firstPage.current = page;
      listHeading.current?.focus();
      listHeading.current?.scrollIntoView({ block: 'start' });
    }
  }, [dispatch, page]);

  const loading = listStatus === 'loading' || listStatus === 'idle';
  const pages = total === null ? null : pageCount(total);

  return (
    <div className="container page-section messages-page">
      <h1 className="h2 mb-2">{t('list.title')}</h1>
      <p className="lead">{t('list.intro')}</p>
      {/* On a phone the form sits below 15 messages; this takes the patient straight to it. */}
      <button
        type="button"
        className="btn btn-outline-primary d-lg-none mb-3"
        onClick={() => {
          const field = document.getElementById('compose-text');
          field?.scrollIntoView({ block: 'center' });
          field?.focus({ preventScroll: true });
        }}
      >
        {t('list.write')}
      </button>
      <div className="row g-4">
        <div className="col-lg-8">
          <h2 id="message-list-title" className="h5" tabIndex={-1} ref={listHeading}>
            {t('list.heading')}
          </h2>
          {loading && <Spinner />}
          {listStatus === 'failed' && (
            <LoadFailed
              text={t('list.failed')}
              error={listError}
              onRetry={() => void dispatch(loadMessages(page))}
            />
          )}
          {listStatus === 'succeeded' && items.length === 0 && (
            <p className="text-body-secondary">
              {page > 1 ? t('list.emptyPage') : t('list.empty')}
            </p>
          )}
          {listStatus === 'succeeded' && items.length > 0 && (
            <ol className="list-group message-list" aria-labelledby="message-list-title">
              {items.map((message) => (
                <MessageListItem key={message._id} message={message} />
              ))}
            </ol>
          )}
          {(listStatus === 'succeeded' || page > 1) && (
            <Pager
              page={page}
              pages={pages}
              hasNext={listStatus === 'succeeded' && hasNextPage(page, items.length, total)}
            />
          )}
        </div>
        <div className="col-lg-4">
          <ComposeMessage onSent={showSent} />
        </div>
      </div>
    </div>
  );
}
