import { useParams } from '@dtp/shared-ui';
import { PanelScreen } from '../features/panels/panel-screen';

/** /panels/show/:panelId — spec back-office.md section 2 'Panel detail'. */
export default function PanelPage() {
  const { panelId } = useParams();
  return <PanelScreen key={panelId} id={Number(panelId)} />;
}
