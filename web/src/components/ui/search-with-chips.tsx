import { useId } from 'react';
import { SearchIcon } from './icons.tsx';

/** What a search-with-chips shows: the texts are the page's own, so each page keeps its words. */
export interface SearchWithChipsProps<Chip extends string> {
  /** Read by screen readers for the search field. */
  searchLabel: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Read by screen readers for the group of chips. */
  chipsLegend: string;
  chips: readonly Chip[];
  /** What a chip says, when its value is an id (the English category shown translated); the value by default. */
  chipLabel?: (chip: Chip) => string;
  chip: Chip;
  onChipChange: (chip: Chip) => void;
}

/**
 * A search box over a list with one row of toggle chips (one chip pressed at a time), as on the blog and the FAQ.
 * The caller filters; this only holds the controls.
 */
export function SearchWithChips<Chip extends string>(props: SearchWithChipsProps<Chip>) {
  const searchId = useId();
  return (
    <search className="faq-controls">
      <div className="search-box">
        <label htmlFor={searchId} className="visually-hidden">
          {props.searchLabel}
        </label>
        <SearchIcon className="search-box-icon" />
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder={props.placeholder}
          value={props.query}
          onChange={(event) => props.onQueryChange(event.target.value)}
        />
      </div>
      <fieldset className="chip-group">
        <legend className="visually-hidden">{props.chipsLegend}</legend>
        {props.chips.map((name) => (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={props.chip === name}
            onClick={() => props.onChipChange(name)}
          >
            {props.chipLabel ? props.chipLabel(name) : name}
          </button>
        ))}
      </fieldset>
    </search>
  );
}
