import { css } from '@emotion/react';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { cursorListOptions, useCursorList } from '../../../lib/use-cursor-list';
import { downloadSubscribersCsv, getSubscribers, SUBSCRIBERS_CSV } from '../api/newsletter-subscribers';

// No event announces a change here: read again each time the view is shown.
const listOptions = {
  ...cursorListOptions(['subscribers'], (cursor: string | null) => getSubscribers(100, cursor), 'the subscribers'),
  staleTime: 0,
};

/** The newsletter's subscribers, newest first, and the whole list as CSV. */
export function SubscribersView() {
  const pages = useCursorList(listOptions);
  return (
    <div
      css={css`
        display: grid;
        gap: 1.25rem;
      `}
    >
      <div>
        <DownloadCsvButton
          label="Export subscribers CSV"
          fileName={SUBSCRIBERS_CSV}
          download={downloadSubscribersCsv}
        />
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
