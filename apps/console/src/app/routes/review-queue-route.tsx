import { ReviewQueuePage } from '../../features/review/components/review-queue-page';

export const Component = ReviewQueuePage;
