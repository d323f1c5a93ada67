import { registerTranslations } from '@/lib/i18n';

/** texts of the accident statistics page; Korean is the source text */
export const SAF_STAT_NS = 'safAccidentStat';

registerTranslations(SAF_STAT_NS, {
  ko: {
    dept: '부서 (하위 포함)', byObject: '기인물별', byMonthDept: '월별 추이 (선택 부서)', ytdFrequency: '누계 도수율', ytdSeverity: '누계 강도율', count: '건수', monthCol: '월', ytd: '누계', onTimePct: '기한 내 완료(%)', excel: '엑셀', excelName: '사고통계_{{year}}',
    plant: '사업장', year: '연도', rates: '재해율 지표', workHours: '연근로시간', workerCount: '근로자 수', accidentCount: '재해 건수', victimCount: '재해자 수', lostWorkDays: '근로손실일수',
    frequencyRate: '도수율', severityRate: '강도율', accidentRate: '재해율(%)', trir: 'TRIR', ltifr: 'LTIFR', byType: '재해발생형태별', byCause: '원인별', byBodyPart: '상해부위별',
    byMonth: '월별 추이', month: '{{n}}월', accidents: '사고', victims: '재해자', nearMisses: '아차사고', leading: '선행지표', nearMissCount: '아차사고 제보', onTime: '개선조치 기한 내 완료',
    onTimeDetail: '{{done}} / {{due}}건', none: '자료 없음', unknown: '미입력', note: '재해율·무재해 산정 포함 사고만 집계합니다. 근로시간이 없으면 지표는 표시되지 않습니다.',
  },
  en: {
    dept: 'Department (incl. sub-departments)', byObject: 'By causing object', byMonthDept: 'By month (department)', ytdFrequency: 'YTD frequency rate', ytdSeverity: 'YTD severity rate', count: 'Count', monthCol: 'Month', ytd: 'Year to date', onTimePct: 'On time (%)', excel: 'Excel', excelName: 'accident_statistics_{{year}}',
    plant: 'Plant', year: 'Year', rates: 'Accident rates', workHours: 'Hours worked', workerCount: 'Workers', accidentCount: 'Accidents', victimCount: 'Victims', lostWorkDays: 'Lost work days',
    frequencyRate: 'Frequency rate', severityRate: 'Severity rate', accidentRate: 'Accident rate (%)', trir: 'TRIR', ltifr: 'LTIFR', byType: 'By type of occurrence', byCause: 'By cause', byBodyPart: 'By body part',
    byMonth: 'By month', month: 'M{{n}}', accidents: 'Accidents', victims: 'Victims', nearMisses: 'Near misses', leading: 'Leading indicators', nearMissCount: 'Near misses reported', onTime: 'Actions closed on time',
    onTimeDetail: '{{done}} / {{due}}', none: 'No data', unknown: 'Not entered', note: 'Only accidents that count are included; without working hours the rates are not shown.',
  },
  zh: {
    dept: '部门（含下级）', byObject: '按起因物', byMonthDept: '月度趋势（所选部门）', ytdFrequency: '累计频率', ytdSeverity: '累计强度率', count: '件数', monthCol: '月', ytd: '累计', onTimePct: '按期完成(%)', excel: 'Excel', excelName: '事故统计_{{year}}',
    plant: '工厂', year: '年度', rates: '事故率指标', workHours: '年工作时间', workerCount: '工人数', accidentCount: '事故件数', victimCount: '受害者数', lostWorkDays: '损失工作日',
    frequencyRate: '频率', severityRate: '强度率', accidentRate: '事故率(%)', trir: 'TRIR', ltifr: 'LTIFR', byType: '按灾害形态', byCause: '按原因', byBodyPart: '按伤害部位',
    byMonth: '月度趋势', month: '{{n}}月', accidents: '事故', victims: '受害者', nearMisses: '未遂事件', leading: '先行指标', nearMissCount: '未遂事件举报', onTime: '整改措施按期完成',
    onTimeDetail: '{{done}} / {{due}}件', none: '无数据', unknown: '未输入', note: '仅统计计入事故率的事故；没有工作时间时不显示指标。',
  },
  es: {
    dept: 'Departamento (con subdepartamentos)', byObject: 'Por agente causante', byMonthDept: 'Por mes (departamento)', ytdFrequency: 'Frecuencia acumulada', ytdSeverity: 'Gravedad acumulada', count: 'Cantidad', monthCol: 'Mes', ytd: 'Acumulado del año', onTimePct: 'A tiempo (%)', excel: 'Excel', excelName: 'estadisticas_accidentes_{{year}}',
    plant: 'Planta', year: 'Año', rates: 'Índices de accidentes', workHours: 'Horas trabajadas', workerCount: 'Trabajadores', accidentCount: 'Accidentes', victimCount: 'Víctimas', lostWorkDays: 'Días perdidos',
    frequencyRate: 'Índice de frecuencia', severityRate: 'Índice de gravedad', accidentRate: 'Tasa de accidentes (%)', trir: 'TRIR', ltifr: 'LTIFR', byType: 'Por forma', byCause: 'Por causa', byBodyPart: 'Por parte del cuerpo',
    byMonth: 'Por mes', month: 'M{{n}}', accidents: 'Accidentes', victims: 'Víctimas', nearMisses: 'Cuasi accidentes', leading: 'Indicadores proactivos', nearMissCount: 'Cuasi accidentes avisados', onTime: 'Acciones cerradas a tiempo',
    onTimeDetail: '{{done}} / {{due}}', none: 'Sin datos', unknown: 'Sin dato', note: 'Solo cuentan los accidentes marcados; sin horas trabajadas no se muestran los índices.',
  },
});
