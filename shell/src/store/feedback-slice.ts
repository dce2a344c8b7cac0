import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 `feedback`. `isLoading` starts true and is turned off after each page mount. */
export interface FeedbackState {
  isLoading: boolean;
  isComponentLoading: boolean;
  showSuccessAlert: boolean;
  showFailAlert: boolean;
  spinner: boolean;
  message: string;
  combinedAlert: boolean;
  isCustomerExportLoading: boolean;
}

const initialState: FeedbackState = {
  isLoading: true,
  isComponentLoading: false,
  showSuccessAlert: false,
  showFailAlert: false,
  spinner: false,
  message: '',
  combinedAlert: false,
  isCustomerExportLoading: false,
};

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    setLoading: (state, action: PayloadAction<boolean>) => {
      state.isLoading = action.payload;
    },
    setComponentLoading: (state, action: PayloadAction<boolean>) => {
      state.isComponentLoading = action.payload;
      state.spinner = action.payload;
    },
    alertShown: (state, action: PayloadAction<{ success: boolean; message: string }>) => {
      state.showSuccessAlert = action.payload.success;
      state.showFailAlert = !action.payload.success;
      state.message = action.payload.message;
    },
    alertCleared: (state) => {
      state.showSuccessAlert = false;
      state.showFailAlert = false;
      state.combinedAlert = false;
      state.message = '';
    },
  },
});

export const { setLoading, setComponentLoading, alertShown, alertCleared } = feedbackSlice.actions;
