/** Widgets sit under the host page's own headings, so the host picks their level. */
import type { HTMLAttributes } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

export function Heading({ level, ...rest }: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} />;
}
