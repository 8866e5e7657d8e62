export { FaceResultPage as Component } from '../../features/face/components/face-result-page';
