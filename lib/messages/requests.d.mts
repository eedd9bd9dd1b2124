export declare const requestMessages: {
  readonly bodyTooLarge: string;
  readonly bodyUnreadable: string;
  readonly nestedTooDeeply: string;
  readonly tooManyValues: string;
  readonly tooManyParts: string;
  readonly foreignOrigin: string;
};
