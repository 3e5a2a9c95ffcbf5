export { RADIO_GROUP, RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group.tsx';
