import { DATASET_DOWNLOADS, DATASET_LICENCE, type DatasetFormat } from '@libatlas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatasetFiles } from '../cache/DatasetFiles';
import { sendPrecompressed } from './sendPrecompressed';

/**
 * Answers one of the dataset's downloads like the library reads (strong ETag, 304, Brotli or
 * gzip), with what a file saved from it cannot say itself, CSV above all: its licence and its
 * description (`Link`), when the data last changed (`Last-Modified`, and the date in the file's
 * name) and the data version it shows (`X-Dataset-Version`).
 */
export async function sendDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  files: DatasetFiles,
  format: DatasetFormat,
): Promise<FastifyReply> {
  const { mediaType } = DATASET_DOWNLOADS.find((download) => download.format === format)!;
  const { updatedAt, version } = files.edition;
  void reply
    .header(
      'content-disposition',
      `attachment; filename="national-libraries-${updatedAt.slice(0, 10)}.${format}"`,
    )
    .header('link', `<${DATASET_LICENCE.url}>; rel="license", </api/dataset>; rel="describedby"`)
    .header('last-modified', new Date(updatedAt).toUTCString())
    .header('x-dataset-version', String(version));
  return sendPrecompressed(request, reply, files.download(format), mediaType);
}
