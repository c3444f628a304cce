import { formatDateTime, formatNumber } from '@revy/shared';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDealAction } from '../api/deal-mutations';
import { dealApiPaths } from '../api/paths';
import { myRole, PANEL_IDS, signatureOf } from '../lib/deal-view';
import type { DealRole, DealView } from '../lib/types';
import { stateName } from '../lib/us-states';
import { BillOfSaleForm } from './bill-of-sale-form';
import { Panel, Pill } from './panel';
import { SignForm } from './sign-form';

/** Bill of sale: the state, the generated PDF (embedded on wide screens), both signatures and signing. */
export function BillOfSalePanel({ deal }: { deal: DealView }) {
  const bill = deal.billOfSale;
  const me = myRole(deal);
  const open = deal.status === 'open';
  const signed = (['seller', 'buyer'] as const).filter((r) => signatureOf(deal, r)).length;
  const status = !bill ? (
    <Pill tone="todo">Not prepared</Pill>
  ) : signed === 2 ? (
    <Pill tone="done">Signed by both</Pill>
  ) : (
    <Pill tone="waiting">{signed} of 2 signed</Pill>
  );
  const pdf = bill ? `${dealApiPaths.billOfSalePdf(deal.id)}?v=${bill.documentHash.slice(0, 12)}` : null;
  return (
    <Panel id={PANEL_IDS.billOfSale} title="Bill of sale" status={status}>
      <div className="flex flex-col gap-5">
        {open && me && !bill ? <BillOfSaleForm deal={deal} /> : null}
        {bill && pdf ? (
          <>
            <p className="text-sm text-muted">
              Prepared {formatDateTime(bill.generatedAt)} for {stateName(bill.state)}: vehicle, VIN, odometer
              {bill.odometer !== null ? ` (${formatNumber(bill.odometer)} miles)` : ''} with the federal odometer
              disclosure, price, date and the &ldquo;as is&rdquo; clause.
            </p>
            {/* The embedded preview is for reading before signing; once both signed, the file is enough. */}
            <PdfPreview url={pdf} embed={signed < 2} />
            <Signatures deal={deal} />
            {open && me && !signatureOf(deal, me) ? <SignHere deal={deal} role={me} /> : null}
            {open && me ? (
              <details className="group rounded-xl border border-line p-3">
                <summary className="cursor-pointer text-sm font-semibold text-primary">
                  Change the state or the odometer reading
                </summary>
                <div className="mt-3">
                  <BillOfSaleForm deal={deal} />
                </div>
              </details>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted">
            Nothing to sign yet. Either of you can prepare it; whenever it is generated again, both sign the new
            version.
          </p>
        )}
      </div>
    </Panel>
  );
}

/** Wide screens read the PDF in the page; phones, whose browsers rarely show PDFs in a frame, get the file. */
function PdfPreview({ url, embed }: { url: string; embed: boolean }) {
  const inline = useMediaQuery('(min-width: 768px)', true) && embed;
  return (
    <div className="flex flex-col gap-2">
      {inline ? (
        // An iframe, not an object: the app's CSP allows no plugins (object-src 'none'), and the PDF's own
        // headers let only this origin frame it (inline=1 asks for it shown rather than saved).
        <iframe
          src={`${url}&inline=1`}
          title="Bill of sale (PDF)"
          className="h-[560px] w-full rounded-xl border border-line bg-canvas"
        />
      ) : null}
      <a
        href={url}
        download="bill-of-sale.pdf"
        className="inline-flex h-10 w-fit items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-primary-soft"
      >
        <svg
          viewBox="0 0 16 16"
          className="size-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M8 2v8m0 0l-3-3m3 3l3-3M3 13h10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {inline ? 'Download the PDF' : 'Download the bill of sale (PDF)'}
      </a>
    </div>
  );
}

function Signatures({ deal }: { deal: DealView }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {(['seller', 'buyer'] as const).map((role) => {
        const sig = signatureOf(deal, role);
        const party = role === 'seller' ? deal.seller : deal.buyer;
        return (
          <div key={role} className="rounded-xl border border-line p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
              {role === 'seller' ? 'Seller' : 'Buyer'} · {party.displayName}
              {deal.you === role ? ' (you)' : ''}
            </dt>
            <dd className="mt-1">
              {sig ? (
                <>
                  <span className="font-serif text-lg italic text-ink">{sig.typedName}</span>
                  <span className="block text-xs text-muted">Signed {formatDateTime(sig.signedAt)}</span>
                </>
              ) : (
                <span className="text-sm text-muted">Not signed yet</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function SignHere({ deal, role }: { deal: DealView; role: DealRole }) {
  const action = useDealAction(deal.id);
  const hash = deal.billOfSale!.documentHash;
  return (
    <SignForm
      // A new document is a new form: nothing typed for the old one carries over.
      key={hash}
      documentHash={hash}
      roleLabel={role}
      pending={action.isPending}
      error={action.error}
      onSign={(typedName) => action.mutate({ kind: 'sign', typedName, documentHash: hash })}
    />
  );
}
