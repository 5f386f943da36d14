// FieldFrame under its older name, for forms that pass the error in by hand; forms on
// react-hook-form use Field from ./field.
import { FieldFrame, type FieldAria } from './field';

export type ControlProps = FieldAria;

export const ControlField = FieldFrame;
