/** Account and password rules shared by registration and the reset wizard (the mock checks the same). */
export const ACCOUNT_RULE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
