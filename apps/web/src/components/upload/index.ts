export { FileUploader, type FileUploaderProps, type UploaderHandle } from './file-uploader';
export { SecondUploader, type SecondUploaderProps } from './second-uploader';
export { MultiUploadPanel, type MultiUploadPanelProps } from './multi-upload-panel';
export { UploadedList } from './uploaded-list';
export { uploadApi, openDownload, saveBase64 } from './upload-api';
export { admitBatch, admitSecond, effectiveLimits } from './upload-rules';
export { formatFileSize } from '@jikim/shared';
