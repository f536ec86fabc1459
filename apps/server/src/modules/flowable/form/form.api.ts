/**
 * What the saved-forms module offers other modules (docs/forms.md): a version of a form, to bind it
 * (a track's extra application fields) and to check answers against it. Versions never change, so a
 * user of a form keeps the (formId, version) it bound. Other modules use these instead of the
 * repository (docs/architecture.md, Layers).
 */
export { type FormVersionDocument, formVersion, newestFormVersion } from './form.repository';
