import './styled';

export type { AccordionItemProps, AccordionProps } from './Accordion';
export { Accordion, AccordionItem } from './Accordion';
export type { AlertProps, AlertTone, BannerProps } from './Alert';
export { Alert, Banner } from './Alert';
export type { AppShellProps, NavActionProps, NavItemProps } from './AppShell';
export { AppShell, NavAction, NavItem, NavList } from './AppShell';
export type { AvatarProps } from './Avatar';
export { Avatar, initialsOf } from './Avatar';
export type { BadgeProps, BadgeTone, CountBadgeProps } from './Badge';
export { Badge, CountBadge } from './Badge';
export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { CardProps } from './Card';
export { Card } from './Card';
export type { CarouselItem, CarouselProps } from './Carousel';
export { Carousel } from './Carousel';
export type { CheckboxGroupProps, CheckboxProps } from './Checkbox';
export { Checkbox, CheckboxGroup } from './Checkbox';
export type { ComboBoxOption, ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
export type { DatePickerProps } from './DatePicker';
export { calendarDateToIso, DatePicker, formatDisplayDate, isoToCalendarDate } from './DatePicker';
export type { DayStepperProps } from './DayStepper';
export { DayStepper } from './DayStepper';
export type { ConfirmDialogProps, DialogProps } from './Dialog';
export { ConfirmDialog, Dialog, DialogTrigger } from './Dialog';
export type { DrawerProps } from './Drawer';
export { Drawer } from './Drawer';
export type { EmptyStateProps } from './EmptyState';
export { EmptyState } from './EmptyState';
export type {
  FileRejection,
  FileRejectionReason,
  FileRules,
  FileUploadHandle,
  FileUploadProps,
} from './FileUpload';
export { DEFAULT_FILE_TYPES, DEFAULT_MAX_FILE_SIZE, FileUpload, validateFile } from './FileUpload';
export type { ErrorSummaryItem, ErrorSummaryProps, FormProps } from './Form';
export { ErrorSummary, Form } from './Form';
export type { HeadingProps } from './Heading';
export { Heading } from './Heading';
export type { IconProps } from './Icon';
export {
  ArrowDownIcon,
  ArrowUpIcon,
  BellIcon,
  CalendarIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  FileIcon,
  HeartIcon,
  HomeIcon,
  ImageIcon,
  InboxIcon,
  InfoIcon,
  LogoutIcon,
  MenuIcon,
  MinusIcon,
  MoreIcon,
  PauseIcon,
  PhoneIcon,
  PillIcon,
  PlayIcon,
  PlusIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  StethoscopeIcon,
  SuccessIcon,
  UploadIcon,
  UserIcon,
  WarningIcon,
} from './Icon';
export type { IconButtonProps } from './IconButton';
export { IconButton } from './IconButton';
export type { ImageProps } from './Image';
export { Image } from './Image';
export type { LinkProps } from './Link';
export { Link } from './Link';
export type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
export type { MeterProps, MeterTone } from './Meter';
export { Meter } from './Meter';
export type { OtpFieldProps } from './OtpField';
export { OtpField } from './OtpField';
export type { PageHeaderProps } from './PageHeader';
export { PageHeader } from './PageHeader';
export type { PasswordFieldProps } from './PasswordField';
export { PasswordField } from './PasswordField';
export type { Country, PhoneFieldProps } from './PhoneField';
export {
  countries,
  findCountry,
  localizedCountryName,
  maskMobile,
  PhoneField,
} from './PhoneField';
export type { PopoverProps } from './Popover';
export { Popover } from './Popover';
export type { ProgressBarProps } from './ProgressBar';
export { ProgressBar } from './ProgressBar';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { Radio, RadioGroup } from './RadioGroup';
export type { SearchFieldProps, SearchSuggestion } from './SearchField';
export { SearchField } from './SearchField';
export type { SelectOption, SelectProps } from './Select';
export { Select } from './Select';
export type { SkeletonProps } from './Skeleton';
export { Skeleton } from './Skeleton';
export type { FullScreenLoaderProps, SpinnerProps } from './Spinner';
export { FullScreenLoader, Spinner } from './Spinner';
export type { SplitProps } from './Split';
export { Split } from './Split';
export type { StackProps } from './Stack';
export { Stack } from './Stack';
export type { StepperProps } from './Stepper';
export { Stepper } from './Stepper';
export type { SwitchProps } from './Switch';
export { Switch } from './Switch';
export type { SortDescriptor, TableColumn, TableProps } from './Table';
export { Table } from './Table';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TextProps } from './Text';
export { Text } from './Text';
export type { TextAreaProps } from './TextArea';
export { TextArea } from './TextArea';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
export type { ToastContent, ToastOptions, ToastTone } from './Toast';
export { ToastRegion, toast } from './Toast';
export type { TooltipProps } from './Tooltip';
export { Tooltip } from './Tooltip';
export type {
  BrandTokens,
  SpaceToken,
  Theme,
  ThemeBreakpoints,
  ThemeColors,
  ThemeFontSizes,
  ThemeFonts,
  ThemeFontWeights,
  ThemeLayoutSizes,
  ThemeLineHeights,
  ThemeMotion,
  ThemeRadii,
  ThemeShadows,
  ThemeSizes,
  ThemeSpace,
  ThemeZIndices,
} from './theme';
export {
  baseTokens,
  below,
  contrastFailures,
  contrastRatio,
  createTheme,
  testTheme,
  useMediaQuery,
} from './theme';
export type { Locale, NavigationOptions, UIProviderProps } from './UIProvider';
export { UIProvider, useLocaleDirection } from './UIProvider';
export type { VideoPlayerProps, VideoTrack } from './VideoPlayer';
export { VideoPlayer } from './VideoPlayer';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
