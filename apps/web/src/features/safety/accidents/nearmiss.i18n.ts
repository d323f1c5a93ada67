import { registerTranslations } from '@/lib/i18n';

/** texts of the public anonymous near-miss form on /qr; Korean is the source text */
export const SAF_NEARMISS_NS = 'safNearMissQr';

registerTranslations(SAF_NEARMISS_NS, {
  ko: {
    photos: '사진 (최대 {{n}}장, 선택)', photoAdd: '사진 추가', photoAlt: '첨부 사진 {{n}}', photoRemove: '{{n}}번째 사진 빼기', photoBad: '사진은 jpg, png, gif 파일로 {{mb}}MB까지 올릴 수 있습니다.', photoMax: '사진은 {{n}}장까지 올릴 수 있습니다.', photoSent: '사진 {{n}}장이 함께 접수되었습니다.', photoFailed: '사진 {{n}}장은 올리지 못했습니다. 제보는 접수되었습니다.',
    title: '아차사고 익명 제보', intro: '다칠 뻔한 일, 위험한 상태를 알려 주세요. 이름은 남지 않습니다.', area: '구역', what: '제목', whatPh: '예: 계단 난간이 흔들림',
    contents: '내용', contentsPh: '어디서 무엇을 보았는지, 무엇이 일어날 뻔했는지 적어 주세요.', submit: '제보하기', required: '제목과 내용을 입력하세요.',
    done: '제보가 접수되었습니다. 감사합니다.', again: '다른 제보하기', tooMany: '제보가 너무 많습니다. 잠시 후 다시 시도하세요.', failed: '제보하지 못했습니다. 입력 내용을 확인하세요.',
    noPlant: '사업장 QR 코드를 스캔하세요.', anonymous: '익명으로 접수되며 다른 제보는 볼 수 없습니다.',
  },
  en: {
    photos: 'Photos (up to {{n}}, optional)', photoAdd: 'Add photo', photoAlt: 'Photo {{n}}', photoRemove: 'Remove photo {{n}}', photoBad: 'Photos must be jpg, png or gif files of up to {{mb}} MB.', photoMax: 'Up to {{n}} photos.', photoSent: '{{n}} photo(s) received with the report.', photoFailed: '{{n}} photo(s) could not be sent. The report was received.',
    title: 'Anonymous near-miss report', intro: 'Tell us about something that almost hurt someone, or a hazard. Your name is not recorded.', area: 'Area', what: 'Title', whatPh: 'e.g. stair handrail is loose',
    contents: 'Details', contentsPh: 'Where, what you saw, what could have happened.', submit: 'Send report', required: 'Enter a title and details.',
    done: 'Your report was received. Thank you.', again: 'Send another', tooMany: 'Too many reports. Try again later.', failed: 'The report could not be sent. Check your input.',
    noPlant: 'Scan a plant QR code.', anonymous: 'Reports are anonymous; other reports are not shown.',
  },
  zh: {
    photos: '照片（最多{{n}}张，可选）', photoAdd: '添加照片', photoAlt: '照片 {{n}}', photoRemove: '删除第{{n}}张照片', photoBad: '照片须为 jpg、png 或 gif 文件，最大 {{mb}}MB。', photoMax: '照片最多{{n}}张。', photoSent: '{{n}}张照片已一并受理。', photoFailed: '{{n}}张照片未能上传。举报已受理。',
    title: '未遂事件匿名举报', intro: '请告诉我们差点受伤的事情或危险状态。不会留下姓名。', area: '区域', what: '标题', whatPh: '例：楼梯扶手松动',
    contents: '内容', contentsPh: '请写下地点、看到的情况以及可能发生的后果。', submit: '提交', required: '请输入标题和内容。',
    done: '举报已受理。谢谢。', again: '再次举报', tooMany: '举报过多，请稍后再试。', failed: '提交失败，请检查输入内容。',
    noPlant: '请扫描工厂二维码。', anonymous: '匿名受理，无法查看其他举报。',
  },
  es: {
    photos: 'Fotos (hasta {{n}}, opcional)', photoAdd: 'Añadir foto', photoAlt: 'Foto {{n}}', photoRemove: 'Quitar foto {{n}}', photoBad: 'Las fotos deben ser jpg, png o gif de hasta {{mb}} MB.', photoMax: 'Hasta {{n}} fotos.', photoSent: '{{n}} foto(s) recibidas con el aviso.', photoFailed: 'No se pudieron enviar {{n}} foto(s). El aviso fue recibido.',
    title: 'Aviso anónimo de cuasi accidente', intro: 'Cuéntenos algo que casi hiere a alguien o un peligro. Su nombre no se guarda.', area: 'Zona', what: 'Título', whatPh: 'p. ej. barandilla suelta',
    contents: 'Detalles', contentsPh: 'Dónde, qué vio y qué pudo ocurrir.', submit: 'Enviar aviso', required: 'Escriba un título y los detalles.',
    done: 'Aviso recibido. Gracias.', again: 'Enviar otro', tooMany: 'Demasiados avisos. Inténtelo más tarde.', failed: 'No se pudo enviar. Revise los datos.',
    noPlant: 'Escanee el código QR de la planta.', anonymous: 'Los avisos son anónimos; no se muestran otros avisos.',
  },
});
