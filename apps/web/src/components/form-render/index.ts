// The one renderer of saved forms (docs/form-render.md). Its checks are the shared rule code of
// @cbo/contracts (checkFieldAnswer, isFieldVisible, checkFormAnswers): the server runs the same.
export { AnswerValue, FileLinks } from './answer-value';
export { FormAnswersView, type FormAnswersViewProps } from './form-answers-view';
export { FormFields, type FormFieldsProps } from './form-fields';
export { FormRenderer, type FormRendererProps, formLayoutProps } from './form-renderer';
export { useProblemText } from './problem-text';
export { schemaDictTypes, useFormCheckContext } from './use-form-check-context';
