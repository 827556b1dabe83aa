import { SwitchInput } from '../../../components/ui/switch-input.tsx';
import '../../../components/ui/forms.css';
import { t } from '../../../i18n/i18n.ts';
import { chooseDataSaver, dataSaverChosen, phoneAsksToSaveData, useSaveData } from '../../../lib/save-data.ts';

/** The settings card with the data saver: kept on this device (lib/save-data.ts), applied at once. */
export function DataSaverCard() {
  useSaveData();
  const chosen = dataSaverChosen();
  return (
    <section className="card" aria-labelledby="data-saver-heading">
      <h2 id="data-saver-heading">{t('Data saver')}</h2>
      <label className="switch">
        <span className="field-label">{t('Save data on this device')}</span>
        <SwitchInput checked={chosen} onChange={chooseDataSaver} />
      </label>
      <p className="muted">
        {t('Smaller pictures, and the plan gallery moves on only when you ask it to.')}
        {phoneAsksToSaveData() ? ` ${t('Your phone already asks for this: it is on whatever you choose here.')}` : ''}
      </p>
    </section>
  );
}
