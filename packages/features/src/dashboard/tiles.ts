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
import { TeleconsultRoute } from '../teleconsult/paths';
import type { en } from './i18n/en';

export interface Tile {
  /** Its name, the spec's: a key of the dashboard's strings. */
  label: Extract<keyof typeof en, `tiles.${string}`>;
  icon: ComponentType<IconProps>;
  /** Where it leads: the address of the feature's paths.ts. */
  to: string;
  /** The location state that screen takes (its feature's state.ts). */
  state?: unknown;
}

/** A screen not built yet: the coming-soon page, never nothing (issue 13). */
const comingSoon = TeleconsultRoute.comingSoon;

/**
 * The dashboard's tiles, in the spec's order (section 2, Dashboard). When a feature lands, its
 * tile's `to` becomes that feature's address in one line (Ask Doctor and Contact Us open their
 * dialogs, which will have addresses of their own here too).
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
  { label: 'tiles.askDoctor', icon: ChatIcon, to: comingSoon },
  { label: 'tiles.healthTap', icon: HeartIcon, to: HealthToolsRoute.healthTools },
  { label: 'tiles.feedback', icon: InboxIcon, to: FeedbackRoute.feedback },
  { label: 'tiles.contactUs', icon: PhoneIcon, to: comingSoon },
];
