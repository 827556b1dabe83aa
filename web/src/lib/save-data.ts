import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from './stored-values.ts';

/**
 * Whether the shop should spend as little data as it can: the phone asks for it (Save-Data, the browser's or the
 * system's data saver: navigator.connection.saveData), or the buyer chose it in their settings. The choice is kept
 * on this device, not with the account: it is about this phone's data plan, and it also holds when signed out.
 */
const CHOICE_KEY = 'saveData';
const CHANGED = 'shop:save-data';

type Connection = EventTarget & { saveData?: boolean };
const connection = (): Connection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection;

export function dataSaverChosen(storage: KeyValueStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function chooseDataSaver(on: boolean, storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    if (on) storage?.setItem(CHOICE_KEY, 'on');
    else storage?.removeItem(CHOICE_KEY);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function phoneAsksToSaveData(): boolean {
  return connection()?.saveData === true;
}

export function savingData(): boolean {
  return phoneAsksToSaveData() || dataSaverChosen();
}

function subscribe(changed: () => void): () => void {
  window.addEventListener(CHANGED, changed);
  window.addEventListener('storage', changed);
  connection()?.addEventListener?.('change', changed);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('storage', changed);
    connection()?.removeEventListener?.('change', changed);
  };
}

/** `savingData()` as React state: pages follow a change of the setting or of the phone's data saver. */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribe, savingData, () => false);
}

/**
 * The same `sizes` drawn at one device pixel per CSS pixel: the browser then picks the variant a 1x screen would
 * (on a 2x phone, 480 px wide instead of 768 for a full-width picture). Each length of the list is divided by the
 * screen's density; media conditions are kept.
 */
export function lighterSizes(sizes: string, density: number): string {
  if (!(density > 1)) return sizes;
  return sizes
    .split(',')
    .map((entry) => {
      const [, condition = '', length = ''] = /^(.*\)\s+)?(.+)$/.exec(entry.trim()) ?? [];
      return `${condition}calc((${length}) / ${density})`;
    })
    .join(', ');
}
