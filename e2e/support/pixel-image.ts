import { imageToData } from '@kookers/domain/kookers';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';

const { image: sampleImage } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
const A_PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The `images/{id}` document of a one-pixel photo of that owner, in both sizes. */
export function pixelImageData(id: string, ownerId: string) {
  return imageToData({
    ...sampleImage,
    id,
    ownerId,
    data: A_PIXEL,
    width: 1,
    height: 1,
    smallData: A_PIXEL,
    smallWidth: 1,
    smallHeight: 1,
  });
}
