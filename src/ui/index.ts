// The shop's design system. Tokens and the global base come from ./tokens.css, which the
// app entry and Storybook import once.
export { AlertDialog } from './AlertDialog';
export { Button } from './Button';
export { mediaQueries } from './breakpoints';
export { Carousel } from './Carousel';
export { ConfirmDialog } from './ConfirmDialog';
export { ConfirmFlowDialogs } from './ConfirmFlowDialogs';
export { Countdown } from './Countdown';
export { Dialog } from './Dialog';
export { EmptyState } from './EmptyState';
export { FormTextField } from './FormTextField';
export { Link } from './Link';
export { LoadError } from './LoadError';
export { NumberStepper } from './NumberStepper';
export { Price } from './Price';
export { QrCode } from './QrCode';
export { RadioGroup } from './RadioGroup';
export { ResponsiveDialog } from './ResponsiveDialog';
export { SectionCard } from './SectionCard';
export { Select } from './Select';
export { Skeleton, SkeletonGroup } from './Skeleton';
export { Spinner } from './Spinner';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { TextField } from './TextField';
export { type ConfirmFlow, useConfirmFlow } from './useConfirmFlow';
export { useMediaQuery } from './useMediaQuery';
export { VisuallyHidden } from './VisuallyHidden';
