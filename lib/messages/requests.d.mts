export declare const requestMessages: {
  readonly bodyTooLarge: string;
  readonly bodyUnreadable: string;
  readonly nestedTooDeeply: string;
  readonly foreignOrigin: string;
};
