// The shop's design system. Tokens and the global base come from ./tokens.css, which the
// app entry and Storybook import once.

export { Button } from './Button';
export { mediaQueries } from './breakpoints';
export { Carousel } from './Carousel';
export { ConfirmFlowDialogs } from './ConfirmFlowDialogs';
export { Countdown } from './Countdown';
export { cx } from './cx';
export { Dialog } from './Dialog';
export {
  AlertDialogOnDemand as AlertDialog,
  ConfirmDialogOnDemand as ConfirmDialog,
} from './dialogsOnDemand';
export { EmptyState } from './EmptyState';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { Icon } from './Icon';
export { Link } from './Link';
export { LoadError } from './LoadError';
export { default as layout } from './layout.module.css';
export { NumberStepper } from './NumberStepper';
export { default as stepper } from './NumberStepper.module.css';
export { OutOfDateNote } from './OutOfDateNote';
export { onDemandPart } from './onDemandPart';
export { opensInNewTab } from './opensInNewTab';
export { PageHeader } from './PageHeader';
export { PlainButton } from './PlainButton';
export { Price } from './Price';
export { QrCode } from './QrCode';
export { QrCodeOnDemand } from './QrCodeOnDemand';
export { RadioGroup } from './RadioGroup';
export { ResponsiveDialog } from './ResponsiveDialog';
export { RetryNote } from './RetryNote';
export { SectionCard } from './SectionCard';
export { Select } from './Select';
export { SelectOnDemand } from './SelectOnDemand';
export { FieldSkeleton, Skeleton, SkeletonGroup } from './Skeleton';
export { Spinner } from './Spinner';
export { StepIcon } from './StepIcon';
export { StructuredData } from './StructuredData';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { TabsOnDemand } from './TabsOnDemand';
export { TextField } from './TextField';
export { unknownOutcome } from './unknownOutcome';
export { type ConfirmFlow, type FlowAlert, useConfirmFlow } from './useConfirmFlow';
export { useInBrowser } from './useInBrowser';
export { useIsMounted } from './useIsMounted';
export { useMediaQuery } from './useMediaQuery';
export { usePageBar } from './usePageBar';
export { useSendOnce } from './useSendOnce';
export { VisuallyHidden } from './VisuallyHidden';
