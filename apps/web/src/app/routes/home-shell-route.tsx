export { HomeShell as Component } from '../../features/home-shell/components/home-shell';
