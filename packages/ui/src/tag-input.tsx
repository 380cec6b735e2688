import { TagsInput, type TagsInputProps } from '@mantine/core';
import { UI_MESSAGES } from './messages.js';

/** Keeps only non-empty tags, trimmed (spec 1 §2: a tag is added only if non-empty). */
export function cleanTags(tags: readonly string[]): string[] {
  return tags.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** Tag input of spec 1 §2: a tag is added only if it is not empty (blank text is dropped). */
export function TagInput({ onChange, ...rest }: TagsInputProps) {
  return (
    <TagsInput
      placeholder={UI_MESSAGES.tagPlaceholder}
      {...rest}
      onChange={(tags) => onChange?.(cleanTags(tags))}
    />
  );
}
