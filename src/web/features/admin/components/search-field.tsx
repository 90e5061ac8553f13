/**
 * The search box of an admin list's filters (inbox, allow-lists, users, audit log): a label, a search icon and a
 * `type="search"` input that grows to fill the row, bounded to the server's longest search.
 */
import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

export interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** The longest search the server takes, in characters. */
  maxLength: number;
  onChange: (value: string) => void;
}

export function SearchField({ id, label, placeholder, value, maxLength, onChange }: SearchFieldProps) {
  return (
    <div className="grid min-w-0 flex-1 basis-64 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
