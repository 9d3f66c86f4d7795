import type { RowListName } from './row-list-editor.tsx';

type RowList = {
  name: RowListName;
  title: string;
  kind: string;
  fields: { key: string; label: string; placeholder?: string }[];
  emptyRow: Record<string, string>;
};

/** A partner's rows: name, website (each kind names its URL field), logo and description. */
function organisations(name: RowListName, title: string, kind: string, urlKey: string): RowList {
  return {
    name,
    title,
    kind,
    emptyRow: { name: '', [urlKey]: '', description: '', imageSrc: '' },
    fields: [
      { key: 'name', label: 'Name' },
      { key: urlKey, label: 'Website', placeholder: 'example.com' },
      { key: 'imageSrc', label: 'Logo URL' },
      { key: 'description', label: 'Description' },
    ],
  };
}

/** A person's rows: name and title. */
function people(name: RowListName, title: string, kind: string): RowList {
  return {
    name,
    title,
    kind,
    emptyRow: { name: '', title: '' },
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'title', label: 'Title' },
    ],
  };
}

/** docs/product/events.md#event-form: the row lists below the event's fields, in this order. */
export const EVENT_ROW_LISTS: RowList[] = [
  organisations('cohosts', 'Cohosts', 'cohost', 'cohostURL'),
  organisations('sponsors', 'Sponsors', 'sponsor', 'sponsorURL'),
  organisations('tech_partners', 'Tech Partners', 'tech partner', 'websiteURL'),
  people('speakers_updated', 'Speakers', 'speaker'),
  people('judges_updated', 'Judges', 'judge'),
];
