/** How long the catalogue's texts may be (the editor's boxes stop there; the schema refuses more). */
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 600;
export const MAX_LINE = 200;
export const MAX_FEATURES = 20;
