import { QRCodeSVG } from 'qrcode.react';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { checkInReference } from '@hearth/contract/request-rules';
import { ticketCodeLabel } from '@hearth/contract/ticket-code';

/**
 * docs/product/registrations.md#ticket graphic for an approved guest: event name, the guest's name and headline, the
 * date, and a QR code with the check-in reference; under it the code itself, for a door whose camera
 * cannot read the QR code (the check-in screen takes it typed, in any case and spacing).
 */
export function Ticket({
  eventName,
  timestamp,
  guestName,
  guestHeadline,
  slug,
  checkInCode,
  timeZone,
  meetingUrl,
}: {
  eventName: string;
  timestamp: number;
  /** The event's zone: the date and time are on its clock. */
  timeZone?: string;
  /** An online or hybrid event's link (the ticket's holder may see it). */
  meetingUrl?: string | null;
  guestName: string;
  guestHeadline: string;
  slug: string;
  checkInCode: string | null;
}) {
  return (
    <figure
      aria-label={`Ticket for ${eventName}`}
      className="relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-gradient-to-br from-white to-stone-50 shadow-sm sm:flex-row"
    >
      <div className="min-w-0 flex-1 space-y-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-accent-700">Ticket</p>
        <p className="text-lg font-semibold leading-snug text-stone-900">{eventName}</p>
        <div>
          <p className="truncate font-medium text-stone-900" title={guestName}>
            {guestName}
          </p>
          {guestHeadline ? (
            <p className="line-clamp-2 text-sm text-stone-600" title={guestHeadline}>
              {guestHeadline}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-stone-700">
          <time dateTime={new Date(timestamp).toISOString()}>{longDate(timestamp, timeZone)}</time>
          <span aria-hidden="true"> · </span>
          {startTime(timestamp, timeZone)}
        </p>
        {meetingUrl ? (
          <p className="text-sm">
            <a
              href={meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-accent-700 hover:underline"
            >
              Join online
            </a>
          </p>
        ) : null}
      </div>
      {/* The stub sits below the details on phones, where beside them it would leave the name a sliver. */}
      <div
        aria-hidden="true"
        className="mx-4 border-t-2 border-dashed border-stone-200 sm:mx-0 sm:my-4 sm:border-l-2 sm:border-t-0"
      />
      <div className="flex shrink-0 flex-col items-center justify-center gap-2 p-4">
        {checkInCode ? (
          <>
            <QRCodeSVG
              value={checkInReference(slug, checkInCode)}
              size={104}
              level="M"
              marginSize={0}
              role="img"
              aria-label="Check-in QR code"
              title="Check-in QR code"
            />
            <p className="text-center">
              <span className="block font-mono text-base font-semibold tracking-[0.12em] text-stone-900">
                {ticketCodeLabel(checkInCode)}
              </span>
              <span className="block text-[11px] text-stone-600">Ticket code · show at check-in</span>
            </p>
          </>
        ) : (
          <div className="h-[104px] w-[104px] animate-pulse rounded-md bg-stone-100" role="status" aria-label="Loading QR code" />
        )}
      </div>
    </figure>
  );
}
