// The one renderer of saved forms (docs/forms.md): placeholder until its area lands (issue 36 foundation).
export {};
