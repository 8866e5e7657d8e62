export { FacePage as Component } from '../../features/face/components/face-page';
