// Layout, actions, icons and form components (helper "forms"). Named exports only.

// Layout primitives
export type { BoxElement, BoxProps } from "../components/Box/Box.tsx";
export { Box, boxElements } from "../components/Box/Box.tsx";
export type { Sprinkles } from "../components/Box/sprinkles.css.ts";
export { sprinkles } from "../components/Box/sprinkles.css.ts";
// Actions and icons
export type { ButtonProps, ButtonSize, ButtonVariant } from "../components/Button/Button.tsx";
export { Button, buttonSizes, buttonVariants } from "../components/Button/Button.tsx";
// Forms
export type { CheckboxProps } from "../components/Checkbox/Checkbox.tsx";
export { Checkbox } from "../components/Checkbox/Checkbox.tsx";
export type {
  CheckboxGroupProps,
  ChoiceOption,
  ChoiceOrientation,
} from "../components/CheckboxGroup/CheckboxGroup.tsx";
export { CheckboxGroup, choiceOrientations } from "../components/CheckboxGroup/CheckboxGroup.tsx";
export type { ColumnsCollapsePoint, ColumnsProps } from "../components/Columns/Columns.tsx";
export { Columns, columnsCollapsePoints } from "../components/Columns/Columns.tsx";
export type { ComboBoxProps, LoadSuggestions } from "../components/ComboBox/ComboBox.tsx";
export { ComboBox } from "../components/ComboBox/ComboBox.tsx";
export type { CurrencyFieldProps } from "../components/CurrencyField/CurrencyField.tsx";
export { CurrencyField, maxCurrencyAmount } from "../components/CurrencyField/CurrencyField.tsx";
export type { DateFieldProps, IsoDateProps } from "../components/DateField/DateField.tsx";
export { DateField } from "../components/DateField/DateField.tsx";
export { fromIsoDate, toIsoDate } from "../components/DateField/isoDate.ts";
export type { DatePickerProps } from "../components/DatePicker/DatePicker.tsx";
export { DatePicker } from "../components/DatePicker/DatePicker.tsx";
export type { FieldLabelProps, FieldProps, ValidationResult } from "../components/Field/Field.tsx";
export { FieldDescription, FieldError, FieldHelp, FieldLabel } from "../components/Field/Field.tsx";
export type { FormActionsProps, FormProps } from "../components/Form/Form.tsx";
export { Form, FormActions, readFormValues } from "../components/Form/Form.tsx";
export type { IconGlyph, IconProps, IconSize } from "../components/Icon/Icon.tsx";
export { Icon, iconSizes } from "../components/Icon/Icon.tsx";
// Every icon at once: for the showcase and galleries only (a page imports the icons it draws).
export { allIcons, iconByName } from "../components/Icon/iconSet.ts";
export * from "../components/Icon/icons.tsx";
export type { IconButtonProps } from "../components/IconButton/IconButton.tsx";
export { IconButton } from "../components/IconButton/IconButton.tsx";
export type { InlineAlignment, InlineProps, InlineVerticalAlignment } from "../components/Inline/Inline.tsx";
export { Inline, inlineAlignments, inlineVerticalAlignments } from "../components/Inline/Inline.tsx";
export type { LinkProps, LinkVariant } from "../components/Link/Link.tsx";
export { Link, linkVariants } from "../components/Link/Link.tsx";
// A searchable multi-select (newsads: the ad editor's state targeting)
export type { MultiComboBoxProps } from "../components/MultiComboBox/MultiComboBox.tsx";
export { MultiComboBox } from "../components/MultiComboBox/MultiComboBox.tsx";
export type { NumberFieldProps } from "../components/NumberField/NumberField.tsx";
export { NumberField } from "../components/NumberField/NumberField.tsx";
export type { PasswordFieldProps } from "../components/PasswordField/PasswordField.tsx";
export { PasswordField } from "../components/PasswordField/PasswordField.tsx";
export type { PhoneFieldProps } from "../components/PhoneField/PhoneField.tsx";
export { PhoneField } from "../components/PhoneField/PhoneField.tsx";
export type { RadioGroupProps, RadioProps } from "../components/RadioGroup/RadioGroup.tsx";
export { Radio, RadioGroup } from "../components/RadioGroup/RadioGroup.tsx";
export type { SearchFieldProps } from "../components/SearchField/SearchField.tsx";
export { SearchField } from "../components/SearchField/SearchField.tsx";
export type { SelectProps } from "../components/Select/Select.tsx";
export { Select } from "../components/Select/Select.tsx";
export type { StackAlignment, StackProps } from "../components/Stack/Stack.tsx";
export { Stack, stackAlignments } from "../components/Stack/Stack.tsx";
export type { SwitchProps } from "../components/Switch/Switch.tsx";
export { Switch } from "../components/Switch/Switch.tsx";
export type { TagGroupProps, TagItem } from "../components/TagGroup/TagGroup.tsx";
export { TagGroup } from "../components/TagGroup/TagGroup.tsx";
export type { TextAreaProps } from "../components/TextArea/TextArea.tsx";
export { TextArea } from "../components/TextArea/TextArea.tsx";
export type { TextFieldProps, TextFieldType } from "../components/TextField/TextField.tsx";
export { TextField, textFieldTypes } from "../components/TextField/TextField.tsx";
