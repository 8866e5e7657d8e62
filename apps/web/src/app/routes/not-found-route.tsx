export { NotFoundPage as Component } from '../../features/not-found/components/not-found-page';
