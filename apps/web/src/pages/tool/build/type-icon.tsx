import {
  ApartmentOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  DownSquareOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FieldNumberOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LayoutOutlined,
  LockOutlined,
  MinusOutlined,
  SlidersOutlined,
  StarOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { PaletteType } from './node-factory';

const ICONS: Record<PaletteType, ComponentType> = {
  input: FontSizeOutlined,
  textarea: FileTextOutlined,
  number: FieldNumberOutlined,
  password: LockOutlined,
  select: DownSquareOutlined,
  radio: CheckCircleOutlined,
  checkbox: CheckSquareOutlined,
  switch: SwapOutlined,
  slider: SlidersOutlined,
  rate: StarOutlined,
  date: CalendarOutlined,
  dateRange: FieldTimeOutlined,
  time: ClockCircleOutlined,
  cascader: ApartmentOutlined,
  region: EnvironmentOutlined,
  upload: UploadOutlined,
  richText: EditOutlined,
  divider: MinusOutlined,
  row: LayoutOutlined,
};

/** The palette's icon for a node type. */
export function TypeIcon({ type }: { type: PaletteType }) {
  const Icon = ICONS[type];
  return <Icon />;
}
