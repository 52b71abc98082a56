/**
 * The components a widget module may name: its edit component, drawn by Formily from
 * src/engine/react/widgets.tsx `formilyComponents`, and its read view, from src/engine/react/display.tsx
 * `views`. Both maps are typed by these names, so a name without its component, or a component
 * without its name, does not compile; the modules (pure, src/engine/format/names/define.ts) name them
 * here without importing the React files.
 */
export type FormComponentName =
  | 'TrimInput'
  | 'TextArea'
  | 'NumberPicker'
  | 'Password'
  | 'Switch01'
  | 'OptionSelect'
  | 'OptionRadio'
  | 'OptionCheckbox'
  | 'OptionTreeSelect'
  | 'OptionTree'
  | 'RegionCascader'
  | 'DatePicker'
  | 'DateRangePicker'
  | 'FileUpload'
  | 'ImageUpload'
  | 'AvatarUpload'
  | 'RichText'
  | 'CodeInput'
  | 'TemplateAttrs'
  | 'SmsCode'
  | 'Hidden';

export type ViewName = 'text' | 'image' | 'avatar' | 'file' | 'richText' | 'region' | 'code';
