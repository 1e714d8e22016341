// libcurl for hig-http, the helper process that makes hig fetch's requests (docs/Fetch.md says
// why it is a process of its own). Debian puts the headers in /usr/include/<triplet>/curl, which
// the compiler searches by itself.
#include <curl/curl.h>

// curl_easy_setopt, curl_multi_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call: one typed wrapper per kind of value hig-http passes.
static inline CURLcode hig_curl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
  return curl_easy_setopt(easy, option, value);
}
static inline CURLcode hig_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
  return curl_easy_setopt(easy, option, value);
}
static inline CURLcode hig_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
  return curl_easy_setopt(easy, option, value);
}
static inline CURLcode hig_curl_easy_setopt_list(CURL *easy, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(easy, option, value);
}
static inline CURLcode hig_curl_easy_setopt_callback(CURL *easy, CURLoption option, curl_write_callback value) {
  return curl_easy_setopt(easy, option, value);
}
static inline CURLMcode hig_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
  return curl_multi_setopt(multi, option, value);
}
static inline long hig_curl_easy_response_code(CURL *easy) {
  long code = 0;
  curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &code);
  return code;
}
// The version of the libcurl loaded at run time ("7.88.1"), for the User-Agent.
static inline const char *hig_curl_version_number(void) {
  return curl_version_info(CURLVERSION_NOW)->version;
}
