/**
 * The filters of every insight (issue 37 "Program insights"): the cohort (an enrolment month, chosen among the
 * months with learners) and the date range (both days included). A range whose end is before its start is not
 * applied, and the end date says why.
 */
import { insightsMessages as m, insightsRequestMessages } from '@shared/messages/insights';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useInsightsCohorts } from '../api/insights-cohorts';
import { isBackwardsRange, type InsightsView } from '../utils/insights-view';

/** Every enrolment month with learners: the cohorts insight without filters. */
const NO_FILTERS = {};

export interface InsightsFiltersProps {
  view: InsightsView;
  onChange: (change: Partial<InsightsView>) => void;
}

export function InsightsFilters({ view, onChange }: InsightsFiltersProps) {
  const months = useInsightsCohorts(NO_FILTERS).data?.cohorts.map((cohort) => cohort.cohort) ?? [];
  const backwards = isBackwardsRange(view);
  const filtered = view.cohort !== null || view.from !== null || view.to !== null;
  return (
    <fieldset className="flex flex-wrap items-end gap-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">{m.filters.legend}</legend>
      <div className="grid w-full gap-2 sm:w-56">
        <Label htmlFor="insights-cohort">{m.filters.cohort}</Label>
        <Select
          id="insights-cohort"
          value={view.cohort ?? ''}
          onChange={(event) => onChange({ cohort: event.target.value || null })}
        >
          <option value="">{m.filters.allCohorts}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
          {view.cohort && !months.includes(view.cohort) && <option value={view.cohort}>{view.cohort}</option>}
        </Select>
      </div>
      <div className="grid w-full gap-2 sm:w-44">
        <Label htmlFor="insights-from">{m.filters.from}</Label>
        <Input
          id="insights-from"
          type="date"
          value={view.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </div>
      <div className="grid w-full gap-2 sm:w-44">
        <Label htmlFor="insights-to">{m.filters.to}</Label>
        <Input
          id="insights-to"
          type="date"
          value={view.to ?? ''}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? 'insights-to-error' : undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
      </div>
      {filtered && (
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange({ cohort: null, from: null, to: null })}
        >
          {m.filters.clear}
        </Button>
      )}
      {backwards && (
        <p id="insights-to-error" role="alert" className="w-full text-sm text-error">
          {insightsRequestMessages.toBeforeFrom}
        </p>
      )}
    </fieldset>
  );
}
