import type { ScansPerDay } from '../../analytics-summary.view';
import { AnalyticsQuestion } from '../analytics-question';

/** The scans-over-time chart: human scans per calendar day in the viewer's time zone. */
export class GetScansPerDayQuery extends AnalyticsQuestion<ScansPerDay> {}
