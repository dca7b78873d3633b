// Types for budgets.mjs, which the benchmark scripts (plain Node) and the end-to-end tests share.
export declare const FRAMEWORK_BASELINE_JS: number;
export declare const JS_ABOVE_BASELINE: number;
export declare const CSS_BUDGET: number;
export declare const HOME_HTML_BUDGET: number;
export declare const CLS_BUDGET: number;
