/**
 * The worksheet answers the server offers for the press kit (item 1): each with the module and prompt it answers,
 * its text, and a button that takes it into its field of the form.
 */
import { Sparkles } from 'lucide-react';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import type { WorksheetSuggestion } from '@shared/schemas/press-kits';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

const SUGGESTION_LABELS: Record<WorksheetSuggestion['field'], string> = {
  shortBio: m.labels.shortBio,
  longBio: m.labels.longBio,
  releasePlan: m.labels.releasePlan,
  achievements: m.labels.achievements,
};

export interface WorksheetSuggestionsProps {
  suggestions: readonly WorksheetSuggestion[];
  /** Takes a suggestion into the form. */
  onApply: (suggestion: WorksheetSuggestion) => void;
  /** True while the form is saving: the buttons are off. */
  disabled: boolean;
}

/** The suggestions' card. */
export function WorksheetSuggestions({ suggestions, onApply, disabled }: WorksheetSuggestionsProps) {
  return (
    <Card role="region" aria-labelledby="press-kit-suggestions-title">
      <CardHeader className="space-y-1">
        <h2 id="press-kit-suggestions-title" className="flex items-center gap-2 text-lg font-bold">
          <Sparkles aria-hidden className="size-4" />
          {m.suggestions.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.suggestions.lead}</p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {suggestions.map((suggestion, index) => (
            <li key={index} className="grid gap-2 rounded-md border p-3">
              <p className="text-xs font-medium text-muted-foreground">
                {m.suggestions.from(suggestion.monthNumber, suggestion.moduleTitle)}: {suggestion.prompt}
              </p>
              <p className="line-clamp-3 text-sm whitespace-pre-line">{suggestion.value}</p>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="w-fit"
                onClick={() => onApply(suggestion)}
                disabled={disabled}
              >
                {m.suggestions.apply(SUGGESTION_LABELS[suggestion.field])}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
