import {
  BellIcon,
  CalendarIcon,
  FileIcon,
  HomeIcon,
  InboxIcon,
  InfoIcon,
  NavItem,
  NavList,
  PlusIcon,
  SearchIcon,
  UserIcon,
} from '@portal/ui';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { CarePath } from '../app/paths';
import { routes } from '../app/routes';
import { type BookingKey, useBookingT } from '../booking/i18n/strings';

interface Entry {
  path: string;
  label: BookingKey;
  icon: ReactNode;
  /** Other routes that belong to this entry (marked current there too). */
  also?: readonly string[];
}

/**
 * The side menu of spec section 2 in its order. Contact Us and the notifications live in dialogs
 * and the header, not here; profile and logout are in the profile menu.
 */
const ENTRIES: readonly Entry[] = [
  { path: CarePath.dashboard, label: 'care.nav.dashboard', icon: <HomeIcon aria-hidden="true" /> },
  {
    path: CarePath.findDoctor,
    label: 'care.nav.findDoctor',
    icon: <SearchIcon aria-hidden="true" />,
    also: [CarePath.searchDoctorResult, CarePath.bookAppointment, CarePath.bookTeleAppointment],
  },
  {
    path: CarePath.appointments,
    label: 'care.nav.appointments',
    icon: <CalendarIcon aria-hidden="true" />,
    also: [
      CarePath.rescheduleAppointment,
      CarePath.bookPastAppointment,
      CarePath.bookTelePastAppointment,
      CarePath.teleconsultation,
    ],
  },
  { path: '/auth/diagnosticReports', label: 'care.nav.labReports', icon: <FileIcon aria-hidden="true" /> },
  { path: '/auth/myMedication', label: 'care.nav.myMedication', icon: <PlusIcon aria-hidden="true" /> },
  { path: '/auth/manageFamily', label: 'care.nav.familyMembers', icon: <UserIcon aria-hidden="true" /> },
  { path: '/auth/feedback', label: 'care.nav.feedback', icon: <InboxIcon aria-hidden="true" /> },
  { path: '/auth/needhelp', label: 'care.nav.needHelp', icon: <InfoIcon aria-hidden="true" /> },
  { path: '/auth/notifications', label: 'care.nav.notifications', icon: <BellIcon aria-hidden="true" /> },
];

/** Every path the router knows, as absolute paths ('/auth/finddoctor'). */
export function routePaths(tree: readonly RouteObject[], base = ''): Set<string> {
  const found = new Set<string>();
  for (const route of tree) {
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
    if (route.path) found.add(path.toLowerCase());
    for (const child of routePaths(route.children ?? [], path)) found.add(child);
  }
  return found;
}

let known: Set<string> | null = null;

/** The menu links to screens that exist: an entry appears with its route, never before. */
function existing(entries: readonly Entry[]): Entry[] {
  known ??= routePaths(routes);
  const paths = known;
  return entries.filter((entry) => paths.has(entry.path.toLowerCase()));
}

/** The signed-in side menu (ui AppShell's navigation; a drawer on phones). */
export function SideNavigation() {
  const t = useBookingT();
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  return (
    <NavList>
      {existing(ENTRIES).map((entry) => {
        const current = [entry.path, ...(entry.also ?? [])].some((path) => path.toLowerCase() === here);
        return (
          <NavItem key={entry.path} href={entry.path} icon={entry.icon} isCurrent={current}>
            {t(entry.label)}
          </NavItem>
        );
      })}
    </NavList>
  );
}
