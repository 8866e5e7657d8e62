import type { ReactNode } from 'react';
import { shellMessages } from '../i18n/shell/en';
import { loadImperative } from './load-imperative';
/**
 * Toasts and the global Info dialog. antd-mobile's popups bring an animation library, so they
 * are loaded on first use instead of with the first screen.
 */
const loadToast = () => loadImperative(() => import('antd-mobile/es/components/toast'));
const loadDialog = () => loadImperative(() => import('antd-mobile/es/components/dialog'));

/** The single global info dialog of the spec: title "Info", one OK button. */
export async function showInfo(message: string): Promise<void> {
  const Dialog = await loadDialog();
  const t = shellMessages.get();
  return Dialog.alert({ title: t.infoTitle, content: message, confirmText: t.ok });
}

export function showToast(message: string) {
  void loadToast().then((Toast) =>
    Toast.show({ content: message, position: 'center', duration: 2500 }),
  );
}

/** Removes a toast still on screen (e.g. "Code sent" once the borrower has moved on). */
export function clearToasts() {
  void loadToast().then((Toast) => Toast.clear());
}

export async function confirmDialog(options: {
  content: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm(options);
}

/** Opens a dialog with custom content and one closing action. */
export async function showDialog(options: {
  title: string;
  content: ReactNode;
  closeText: string;
  onClose?: () => void;
}): Promise<void> {
  const Dialog = await loadDialog();
  Dialog.show({
    title: options.title,
    content: options.content,
    closeOnAction: true,
    actions: [{ key: 'close', text: options.closeText, onClick: options.onClose }],
  });
}
