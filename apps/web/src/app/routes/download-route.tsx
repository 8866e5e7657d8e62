export { DownloadPage as Component } from '../../features/download/components/download-page';
