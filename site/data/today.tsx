/**
 * Today's date for dates, the copyright year and the home rotation. During hydration it is the
 * day the page was rendered, so the markup matches; right after, the reader's own today.
 */
import { createContext, useContext } from 'react';

export const TodayContext = createContext<Date>(new Date());
export const useToday = (): Date => useContext(TodayContext);
