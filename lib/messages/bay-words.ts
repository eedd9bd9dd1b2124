/** What a shop calls the places cars are served (its "bay label" setting), in the forms a sentence needs. */
export type BayWords = { one: string; many: string; One: string; Many: string };
