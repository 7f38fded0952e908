export const editorTemplate = {
  button: 'Save as template',
  title: 'Save as template',
  how: 'Save to',
  update: 'Update “{{name}}”',
  create: 'A new template in My Templates',
  mine: 'Open My Templates',
  submit: 'Save template',
  created: 'Template “{{name}}” saved to My Templates',
  updated: 'Template “{{name}}” updated',
  notSaved: 'The video could not be saved, so no template was made. Try again in a moment.',
};
