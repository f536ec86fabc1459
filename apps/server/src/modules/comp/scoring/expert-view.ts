import type { ExpertApplication } from '@cbo/contracts';
import type { BlindOptions } from '../../../db/schema/review-tasks';
import type { ApplicationSource } from './scoring.repository';

/**
 * The application as an expert may see it (docs/review.md section 5, expert view). Built from an
 * allow-list: each part is put in by the function of the blind option that governs it, so a
 * hidden part is never in the answer (it is not deleted from a staff view, it is never copied).
 * Personal data (ID numbers, mobiles, masks) and audit columns are never put in at all.
 */

type Links = (index: number) => { viewUrl: string; downloadUrl?: string };

/** Names: the project's and the leader's. */
function namePart(source: ApplicationSource, blind: BlindOptions) {
  return blind.names ? {} : { projectName: source.projectName, leaderName: source.leaderName };
}

/** Organisations: the application's organisation and region. */
function organisationPart(source: ApplicationSource, blind: BlindOptions) {
  return blind.organisations ? {} : { orgName: source.orgName, regionName: source.regionName };
}

/** Members: the team and the mentors; names of people go with them, so blind names hide them too. */
function memberPart(source: ApplicationSource, blind: BlindOptions) {
  if (blind.members || blind.names) return {};
  const withOrg = <T extends { orgName: string | null }>(person: T) =>
    blind.organisations ? {} : { orgName: person.orgName };
  return {
    members: source.members.map((member) => ({ role: member.role, name: member.name, ...withOrg(member) })),
    mentors: source.mentors.map((mentor) => ({ name: mentor.name, ...withOrg(mentor) })),
  };
}

/** Files: the kind always, the name unless blind, and links bound to the assignment. */
function attachmentPart(source: ApplicationSource, blind: BlindOptions, links: Links) {
  return source.attachments.map((file, index) => ({
    index,
    kind: file.kind,
    ...(blind.fileNames ? {} : { fileName: file.fileName }),
    ...links(index),
  }));
}

export function expertView(source: ApplicationSource, blind: BlindOptions, links: Links): ExpertApplication {
  return {
    applicationId: source.applicationId,
    applicationCode: source.code,
    trackName: source.trackName,
    industry: source.industry,
    summary: source.summary,
    videoLink: source.videoLink,
    memberCount: source.memberCount,
    ...namePart(source, blind),
    ...organisationPart(source, blind),
    ...memberPart(source, blind),
    attachments: attachmentPart(source, blind, links),
  };
}
