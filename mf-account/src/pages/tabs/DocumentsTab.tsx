import { DocumentsPanel } from '../../features/documents/components/DocumentsPanel';

export default function DocumentsTab() {
  return <DocumentsPanel />;
}
