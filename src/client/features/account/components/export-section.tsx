// Account settings (PRODUCT 11.5): Download my data, a zip of JSON files, once a day.
import { Download } from 'lucide-react';
import { dataExportCatalog } from '../../../../contract/data-export-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n';
import { useDownloadExport } from '../api/download-export';
import { SettingsSection } from './settings-section';

export function ExportSection() {
  const download = useDownloadExport();
  const m = useMessages(dataExportCatalog);
  return (
    <SettingsSection title={m.title} description={m.description}>
      <Button
        className="w-full sm:w-fit"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {download.isPending ? <Spinner /> : <Download aria-hidden />}
        {download.isPending ? m.preparing : m.download}
      </Button>
    </SettingsSection>
  );
}
