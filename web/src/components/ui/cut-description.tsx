import { cutDescription } from '@hearth/contract/link-text';

/** A profile entry's description cut to its shown length (cutDescription), or nothing when there is none. */
export function CutDescription({ text, className }: { text: string | null | undefined; className?: string }) {
  return text ? <p className={className}>{cutDescription(text)}</p> : null;
}
