export { FileUpload, type FileUploadProps } from './file-upload';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { checkCount, checkFile, FILE_DEFAULTS, IMAGE_DEFAULTS } from './upload-rules';
