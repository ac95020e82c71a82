'use client';

import { Textarea as ChakraTextarea, type TextareaProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';

/** Chakra's textarea (a form's description); its recipe loads with the form that has one. */
export function Textarea(props: TextareaProps) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
