import {
  CalendarIcon,
  ChatIcon,
  FileIcon,
  HeartIcon,
  type IconProps,
  InboxIcon,
  PhoneIcon,
  PillIcon,
  ShieldIcon,
  StethoscopeIcon,
} from '@portal/ui';
import type { ComponentType } from 'react';
import { AppointmentsRoute } from '../appointments/paths';
import { DoctorsRoute } from '../doctors/paths';
import type { FindDoctorState } from '../doctors/state';
import { FeedbackRoute } from '../feedback/paths';
import { HealthToolsRoute } from '../healthTools/paths';
import { InsuranceRoute } from '../insurance/paths';
import { MedicationsRoute } from '../medications/paths';
import { ReportsRoute } from '../reports/paths';
import type { DialogName } from '../shared/dialogs';
import type { en } from './i18n/en';

interface TileBase {
  /** Its name, the spec's: a key of the dashboard's strings. */
  label: Extract<keyof typeof en, `tiles.${string}`>;
  icon: ComponentType<IconProps>;
}

/** A tile leading to a screen: the address of the feature's paths.ts, with the state it takes. */
export interface ScreenTile extends TileBase {
  to: string;
  /** The location state that screen takes (its feature's state.ts). */
  state?: unknown;
}

/** A tile opening one of the shared dialogs over the dashboard (shared/dialogs). */
export interface DialogTile extends TileBase {
  dialog: DialogName;
}

export type Tile = ScreenTile | DialogTile;

/**
 * The dashboard's tiles, in the spec's order (section 2, Dashboard): each leads to its feature's
 * screen, or opens its dialog (Ask Doctor, Contact Us).
 */
export const tiles: readonly Tile[] = [
  { label: 'tiles.appointments', icon: CalendarIcon, to: AppointmentsRoute.appointments },
  {
    label: 'tiles.doctors',
    icon: StethoscopeIcon,
    to: DoctorsRoute.findDoctor,
    state: { docSearch: '' } satisfies FindDoctorState,
  },
  { label: 'tiles.diagnosticReports', icon: FileIcon, to: ReportsRoute.labReports },
  { label: 'tiles.myMedications', icon: PillIcon, to: MedicationsRoute.myMedication },
  { label: 'tiles.insurance', icon: ShieldIcon, to: InsuranceRoute.insurance },
  { label: 'tiles.askDoctor', icon: ChatIcon, dialog: 'askDoctor' },
  { label: 'tiles.healthTap', icon: HeartIcon, to: HealthToolsRoute.healthTools },
  { label: 'tiles.feedback', icon: InboxIcon, to: FeedbackRoute.feedback },
  { label: 'tiles.contactUs', icon: PhoneIcon, dialog: 'contactUs' },
];
