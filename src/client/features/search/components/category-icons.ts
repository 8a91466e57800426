import { CheckSquare, Contact, Handshake, MessageSquare, UserRoundSearch, Users, type LucideIcon } from 'lucide-react';
import type { TSearchCategory } from '@shared/search/search.schema';

export const CATEGORY_ICONS: Record<TSearchCategory, LucideIcon> = {
  contacts: Contact,
  prospects: UserRoundSearch,
  teamMembers: Users,
  deals: Handshake,
  tasks: CheckSquare,
  messages: MessageSquare,
};
