import { maskPhone } from '@jikim/shared';

/** spec §5 phone masking: the middle digit group is hidden */
export const PhoneText = ({ value }: { value?: string | null }) => <span>{maskPhone(value)}</span>;
