/**
 * Loads an antd-mobile module used imperatively (Toast.show, Dialog.alert, ActionSheet.show), with
 * the React 19 render hook set before anything is shown. Both load on first use, so neither the
 * popups nor the hook (with antd's legacy render helpers) weigh on the first screen.
 */
export async function loadImperative<T>(load: () => Promise<{ default: T }>): Promise<T> {
  const [, module] = await Promise.all([import('./antd-react19-render'), load()]);
  return module.default;
}
