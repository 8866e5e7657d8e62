export { AboutPage as Component } from '../../features/about/components/about-page';
