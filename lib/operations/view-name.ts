import { object, string } from 'yup';
import { sameViewName, VIEW_NAME_MAX } from './saved-views';

/** The message keys (Operations.views.*) of the name's rules: required, at most 40 characters, not taken. */
export type ViewNameError = 'nameRequired' | 'nameTooLong' | 'nameTaken';

/** The save dialog's form: the view's name. */
export function viewNameSchema(taken: readonly string[]) {
  return object({
    name: string()
      .trim()
      .required('nameRequired' satisfies ViewNameError)
      .max(VIEW_NAME_MAX, 'nameTooLong' satisfies ViewNameError)
      .test('unique', 'nameTaken' satisfies ViewNameError, (value) => !taken.some((name) => sameViewName(name, value ?? ''))),
  });
}
