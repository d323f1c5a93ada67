// Values the web shell needs on every page; no zod here, so the shell does not load it (issue 13, web delivery).
/** a user's favourite menus (page frame star, landing page), in the order they were added */
export const FAVORITE_URL = '/api/common/favorite';
export const FAVORITE_MAX = 30;
export const FAVORITE_MESSAGES = {
  tooMany: `즐겨찾기는 최대 ${FAVORITE_MAX}개까지 등록할 수 있습니다.`,
  noMenu: '즐겨찾기에 추가할 수 없는 메뉴입니다.',
} as const;
