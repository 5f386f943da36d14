// Account settings (PRODUCT 11.5): Download my data, a zip of JSON files, once a day.
import { Download } from 'lucide-react';
import { DATA_EXPORT_MESSAGES } from '../../../../contract/data-export-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDownloadExport } from '../api/download-export';
import { SettingsSection } from './settings-section';

export function ExportSection() {
  const download = useDownloadExport();
  return (
    <SettingsSection
      title={DATA_EXPORT_MESSAGES.title}
      description={DATA_EXPORT_MESSAGES.description}
    >
      <Button
        className="w-full sm:w-fit"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {download.isPending ? <Spinner /> : <Download aria-hidden />}
        {download.isPending ? DATA_EXPORT_MESSAGES.preparing : DATA_EXPORT_MESSAGES.download}
      </Button>
    </SettingsSection>
  );
}
