import type { AnalyticsSummary } from '../../analytics-summary.view';
import { AnalyticsQuestion } from '../analytics-question';

/** Every figure of the Analytics screen for one code over a range. */
export class GetAnalyticsSummaryQuery extends AnalyticsQuestion<AnalyticsSummary> {}
