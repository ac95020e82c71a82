import type { FormEventHandler, ReactElement, ReactNode, Ref } from 'react';
import { Heading, Link, Stack } from '@chakra-ui/react';

/** A form of the login card (login, code, recovery): named by its h1 title, its parts one under another. */
export function AuthForm({
  ref,
  titleId,
  title,
  onSubmit,
  children,
}: {
  ref?: Ref<HTMLFormElement>;
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="4">
      <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Heading as="h1" size="lg" id={titleId}>
          {title}
        </Heading>
        {children}
      </form>
    </Stack>
  );
}

/**
 * A small centred link under the card's buttons; `children` is the link or button it styles. The links between the
 * guest pages are plain anchors, a page load as the frame's own links: next/link would bring the client-side
 * router's link (~2.7 KiB) to the login's first load for the two of them.
 */
export function AuthLink({ children }: { children: ReactElement }) {
  return (
    <Link asChild alignSelf="center" textStyle="sm" color="brand.fg">
      {children}
    </Link>
  );
}
