export { ExtensionPage as Component } from '../../features/extension/components/extension-page';
