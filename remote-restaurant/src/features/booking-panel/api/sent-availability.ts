import { availabilityUrl, type AvailabilityRequest } from 'shared/api/availability-url';
import {
  type Availability,
  getAvailabilityResponseSchema,
  toAvailability,
} from 'shared/api/get-availability';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';

/**
 * The slots the server sent with the page for exactly this request (ADR 0031): today's, for
 * the party a first visit starts with. Any other request, or an answer that does not parse
 * as getAvailability's would, is fetched.
 */
export function sentAvailability(request: AvailabilityRequest): Availability | undefined {
  return sentAnswer(availabilityUrl(request), (body) => {
    const parsed = getAvailabilityResponseSchema.safeParse(body);
    return parsed.success ? toAvailability(parsed.data.data) : undefined;
  });
}

/** Used once: slots change by the minute, so a later request asks the server again. */
export const forgetSentAvailability = (request: AvailabilityRequest) =>
  forgetSentAnswer(availabilityUrl(request));
