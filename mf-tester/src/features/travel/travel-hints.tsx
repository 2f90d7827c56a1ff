import type { TravelClaim } from '@dtp/api-client';
import { Notice } from '@dtp/shared-ui';
import { travelTexts } from './travel-texts';

/** The hint banners the server's flags decide. */
export function TravelHints({ claim }: { claim: TravelClaim }) {
  return (
    <>
      {claim.showTravelSubmittedHint ? <Notice status="info">{travelTexts.submittedHint}</Notice> : null}
      {claim.showTravelReleasedHint ? <Notice status="success">{travelTexts.releasedHint}</Notice> : null}
      {claim.showTravelReleasedHintForManager ? <Notice status="info">{travelTexts.releasedHintForManager}</Notice> : null}
    </>
  );
}
