import { create } from 'zustand';

/** The information page's content (field names as the wire API spells them). */
export interface InformationPageContent {
  title: string;
  description: string;
  hasInput: boolean;
  inputPlaceholder: string;
  additionalBtn: boolean;
  buttonText: string;
  btnLink: string;
  contractSupportBtn: boolean;
}

export const EMPTY_INFORMATION_PAGE: InformationPageContent = {
  title: '',
  description: '',
  hasInput: false,
  inputPlaceholder: '',
  additionalBtn: false,
  buttonText: '',
  btnLink: '',
  contractSupportBtn: false,
};

export interface InformationPageState {
  content: InformationPageContent;
  /** Replaces the content; omitted fields take their empty defaults. `additionalBtn` defaults to having a buttonText. */
  show: (content: Partial<InformationPageContent>) => void;
  reset: () => void;
}

export const useInformationPage = create<InformationPageState>()((set) => ({
  content: EMPTY_INFORMATION_PAGE,
  show: (content) =>
    set({
      content: {
        ...EMPTY_INFORMATION_PAGE,
        additionalBtn: Boolean(content.buttonText && content.btnLink),
        hasInput: Boolean(content.inputPlaceholder),
        ...content,
      },
    }),
  reset: () => set({ content: EMPTY_INFORMATION_PAGE }),
}));
