/** The dashboard's greeting (training-program.md §2 item 4: "stage name, else name, else Artist"). */
import { programDashboardMessages as m } from '@shared/messages/program';

/** The name the dashboard greets: the stage name, else the name, else 'Artist'; blank values do not count. */
export function greetingNameOf(profile: { stageName: string | null; name: string | null }): string {
  return profile.stageName?.trim() || profile.name?.trim() || m.fallbackName;
}
