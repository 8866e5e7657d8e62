import { Button, Space, Typography } from 'antd';

type Props = {
  pageNumber: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
};

/** Previous / next for a keyset-paginated list (no total: counting a big table is slow). */
export function KeysetPager({ pageNumber, hasNext, hasPrevious, next, previous }: Props) {
  return (
    <Space className="keyset-pager">
      <Button disabled={!hasPrevious} onClick={previous}>
        Previous
      </Button>
      <Typography.Text>Page {pageNumber}</Typography.Text>
      <Button disabled={!hasNext} onClick={next}>
        Next
      </Button>
    </Space>
  );
}
