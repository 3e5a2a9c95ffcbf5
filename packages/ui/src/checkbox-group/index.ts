export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './checkbox-group.tsx';
