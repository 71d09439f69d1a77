import type { Doctor } from '@portal/contract';
import { Card, EmptyState, Skeleton } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/LoadError';
import { CardGrid } from '../../shared/pageParts';
import { DoctorCard } from './DoctorCard';

export interface DoctorListProps<D extends Doctor> {
  doctors: readonly D[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry?: () => void;
  /** Title of the empty state, e.g. 'No Doctors to display'. */
  emptyTitle: string;
  departmentCodes: readonly string[];
  onViewProfile?: (doctor: Doctor) => void;
  onBook: (doctor: Doctor) => void;
  pendingId: number | null;
  headingLevel?: 2 | 3 | 4;
  note?: (doctor: D) => string | undefined;
  /** Skeleton cards while loading. @default 3 */
  placeholders?: number;
  emptyAction?: ReactNode;
}

/** A grid of doctor cards with its loading, error and empty states. */
export function DoctorList<D extends Doctor>({
  doctors,
  isLoading,
  isError,
  onRetry,
  emptyTitle,
  departmentCodes,
  onViewProfile,
  onBook,
  pendingId,
  headingLevel = 3,
  note,
  placeholders = 3,
  emptyAction,
}: DoctorListProps<D>) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <CardGrid aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positions, not items
          <li key={index}>
            <Card padding="lg">
              <Skeleton lines={4} label={index === 0 ? t('loading') : undefined} />
            </Card>
          </li>
        ))}
      </CardGrid>
    );
  }
  if (isError) {
    return <LoadError onRetry={onRetry} />;
  }
  if (!doctors || doctors.length === 0) {
    return <EmptyState title={emptyTitle} headingLevel={headingLevel === 2 ? 2 : 3} action={emptyAction} />;
  }
  return (
    <CardGrid>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard
            doctor={doctor}
            departmentCodes={departmentCodes}
            onViewProfile={onViewProfile}
            onBook={onBook}
            isBooking={pendingId === doctor.id}
            headingLevel={headingLevel}
            note={note?.(doctor)}
          />
        </li>
      ))}
    </CardGrid>
  );
}
