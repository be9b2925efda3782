// The shop's design system. Tokens and the global base come from ./tokens.css, which the
// app entry and Storybook import once.
export { DialogTrigger } from 'react-aria-components';
export { AlertDialog, type AlertDialogProps, type AlertKind } from './AlertDialog';
export { BottomSheet, type BottomSheetProps } from './BottomSheet';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { type Layout, mediaQueries } from './breakpoints';
export { Carousel, type CarouselImage, type CarouselProps } from './Carousel';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmFlowDialogs, type ConfirmFlowDialogsProps } from './ConfirmFlowDialogs';
export { Countdown, type CountdownProps } from './Countdown';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export type { FieldErrorMessage } from './FieldParts';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { type GlobalError, GlobalErrorHost, type GlobalErrorHostProps } from './GlobalErrorHost';
export { Link, type LinkProps, type LinkVariant } from './Link';
export { NumberStepper, type NumberStepperProps } from './NumberStepper';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Price, type PriceProps } from './Price';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { ResponsiveDialog, type ResponsiveDialogProps } from './ResponsiveDialog';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export {
  type ConfirmFlow,
  type ConfirmFlowOptions,
  type FlowAlert,
  type FlowQuestion,
  useConfirmFlow,
} from './useConfirmFlow';
export { useMediaQuery } from './useMediaQuery';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
