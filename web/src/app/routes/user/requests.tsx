import { useParams } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { OwnRequestsPage } from '../../../features/requests/components/own-requests-page.tsx';
import { RequestPage } from '../../../features/requests/components/request-page.tsx';
import { rt } from '../../../features/requests/texts.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/** /user/requests: the buyer's own requests. */
export function RequestsRoute() {
  useDocumentMeta(rt('myRequests'));
  return (
    <>
      <AccountPageHeader title={rt('myRequests')} lead={rt('myRequestsLead')} />
      <OwnRequestsPage />
    </>
  );
}

/** /user/requests/{id}: one of the buyer's requests and its conversation. */
export function RequestRoute() {
  const { id = '' } = useParams();
  useDocumentMeta(rt('myRequests'));
  return <RequestPage id={id} />;
}
