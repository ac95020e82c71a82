/** The category dialog's checks (spec §3 Category, §5 field messages), as the yup schema its formik runs. */
import { array, boolean, number, object, string } from 'yup';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from './catalogue';
import type { CategoryMessage } from './category-form';

const message = (path: CategoryMessage) => path;

export const categoryFormSchema = object({
  title: string().trim().required(message('Validation.required')).max(TITLE_MAX_LENGTH, message('Validation.maxLength128')),
  description: string().max(DESCRIPTION_MAX_LENGTH, message('Window.descriptionTooLong')),
  forAllUsers: boolean(),
  // a category for chosen users needs at least one of them
  usersIdSet: array(number()).when('forAllUsers', { is: false, then: (schema) => schema.min(1, message('Window.chooseUsers')) }),
});
