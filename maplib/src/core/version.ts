// MapLib's version, one place for the code and the build manifest.
export const version = '0.1.0';
