import type { DealDetail } from '@portal/contracts/deals';
import { Row } from '@portal/ui/layout';
import { Congratulations, PanelBody, PlatformDocumentDownload } from './panel-parts';
import { RateCounterpartyForm } from './RateCounterpartyForm';
import type { PanelProps } from '../utils/panel-actions';

/** The closing dossier's download, for both parties and admins (the server refuses anyone else). */
export function DossierDownload({ deal }: { deal: DealDetail }) {
  return (
    <Row>
      <PlatformDocumentDownload
        deal={deal}
        type="closing-dossier"
        label="Download Closing Dossier"
        missing="The closing dossier is being prepared."
      />
    </Row>
  );
}

/** A party's closing panel: the congratulations summary, the dossier, and the review of the other party. */
export function ClosingTasks({ deal, onChange, tone }: PanelProps & { tone: 'success' | 'info' }) {
  return (
    <PanelBody>
      <Congratulations deal={deal} tone={tone} />
      <DossierDownload deal={deal} />
      <RateCounterpartyForm deal={deal} onChange={onChange} />
    </PanelBody>
  );
}
