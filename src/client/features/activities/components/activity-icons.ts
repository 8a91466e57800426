import {
  CircleDot,
  Mail,
  MessageCircle,
  MessageSquare,
  Megaphone,
  MonitorPlay,
  Phone,
  Presentation,
  Repeat,
  Send,
  Share2,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TActivityType } from '@shared/activities/activities.constants';

export const ACTIVITY_TYPE_ICONS: Record<TActivityType, LucideIcon> = {
  call: Phone,
  email: Mail,
  email_sent: Send,
  meeting: Users,
  presentation: Presentation,
  follow_up: Repeat,
  social_media_post: Megaphone,
  social_media_interaction: MessageCircle,
  sms: MessageSquare,
  content_shared: Share2,
  demo: MonitorPlay,
  other: CircleDot,
};
