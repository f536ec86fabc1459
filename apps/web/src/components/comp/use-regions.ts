import { type Region, regionOptions as regionOptionsEndpoint } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';
import { buildTree, type TreeNode } from '../../core/tree';
import type { TreeOption } from '../crud';

/** What a region tree needs of a region. */
export type RegionNode = Pick<Region, 'regionCode' | 'regionName' | 'level' | 'parentCode'>;

/** Enabled regions as tree-select nodes; `maxLevel` keeps only levels up to it (parents of a new region). */
export function regionOptions(regions: readonly RegionNode[], maxLevel = 3): TreeOption[] {
  const toOptions = (nodes: readonly TreeNode<RegionNode>[]): TreeOption[] =>
    nodes.map((node) => ({
      value: node.regionCode,
      title: node.regionName,
      children: node.children ? toOptions(node.children) : undefined,
    }));
  const kept = regions.filter((region) => Number(region.level) <= maxLevel);
  return toOptions(buildTree(kept, { id: 'regionCode', parentId: 'parentCode' }));
}

/** Every enabled region, shared by the pages that pick one; `enabled` false skips the load (a form without a region field). */
export function useRegions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeyOf(regionOptionsEndpoint),
    queryFn: async (): Promise<Region[]> => (await api(regionOptionsEndpoint)).data,
    staleTime: 60_000,
  });
}
