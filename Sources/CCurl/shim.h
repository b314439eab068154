#include <curl/curl.h>

// Typed entry points for the variadic parts of libcurl. Swift cannot call a C
// variadic function, so each wrapper fixes the type of the trailing argument.

// Wrapper around curl_easy_setopt, which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

// Wrapper around curl_easy_setopt, which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

// Wrapper around curl_easy_setopt, which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

// Wrapper around curl_easy_setopt, which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

// Wrapper around curl_easy_setopt(CURLOPT_WRITEFUNCTION), which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_setopt_writefn(CURL *handle, curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

// Wrapper around curl_easy_setopt(CURLOPT_HEADERFUNCTION), which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_setopt_headerfn(CURL *handle, curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}

// Wrapper around curl_easy_getinfo, which is variadic and can't be called from Swift.
static inline CURLcode sp_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

// Wrapper around curl_multi_setopt, which is variadic and can't be called from Swift.
static inline CURLMcode sp_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}
