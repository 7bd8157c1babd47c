import { css } from '@emotion/react';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { downloadSubscribersCsv, getSubscribers, SUBSCRIBERS_CSV, type Subscriber } from '../api/newsletter-subscribers';

const fetchPage = (cursor: string | null) => getSubscribers(100, cursor);

/** The newsletter's subscribers, newest first, and the whole list as CSV. */
export function SubscribersView() {
  const pages = useCursorPages<Subscriber>('subscribers', fetchPage, 'the subscribers');
  return (
    <div
      css={css`
        display: grid;
        gap: 1.25rem;
      `}
    >
      <div>
        <DownloadCsvButton label="Export subscribers CSV" fileName={SUBSCRIBERS_CSV} download={downloadSubscribersCsv} />
      </div>
      <PagedTable
        caption="Newsletter subscribers"
        columns={[
          { header: 'Email', rowHeader: true, cell: (row) => row.email },
          { header: 'Subscribed', cell: (row) => formatDateTime(row.createdAt) },
        ]}
        pages={pages}
        rowKey={(row) => row._id}
        noun={['subscriber', 'subscribers']}
        emptyText="No subscribers yet."
      />
    </div>
  );
}
