// The few pieces of libcurl the Streams transport uses, declared here so that no curl
// development headers are needed, and resolved at run time from libcurl.so.4 (dlopen + dlsym).
//
// Every function below forwards to its libcurl namesake (curl_easy_setopt becomes one typed
// function per argument type, so Swift never calls a C variadic function). Before
// scurl_load() has returned 1 none of them may be called. On platforms other than Linux
// scurl_load() returns 0 and the library is never used.
//
// The constants are libcurl's own values (curl/curl.h, curl/multi.h), stable across its ABI
// (soname 4); only those the transport and the benchmark floor use are listed.
#ifndef C_STREAMS_CURL_H
#define C_STREAMS_CURL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// libcurl's curl_off_t: a signed 64-bit byte count or offset.
typedef int64_t scurl_off_t;

/// A write, header or read callback: `count` items of `size` bytes at `buffer`; returns the
/// bytes consumed (write, header) or produced (read).
typedef size_t (*scurl_data_callback)(char *buffer, size_t size, size_t count, void *userdata);
/// A seek callback: moves the upload source to `offset` from `origin` (SEEK_SET only).
typedef int (*scurl_seek_callback)(void *userdata, scurl_off_t offset, int origin);
/// A transfer-progress callback; returns 0 to go on.
typedef int (*scurl_xferinfo_callback)(void *userdata, scurl_off_t download_total,
                                       scurl_off_t download_now, scurl_off_t upload_total,
                                       scurl_off_t upload_now);

// MARK: Loading

/// Loads libcurl.so.4 and initialises it once (thread-safe); returns 1 when every function
/// was found, 0 otherwise (then scurl_load_failure() says why).
int scurl_load(void);
/// Why scurl_load() failed, or NULL when it succeeded or was not called.
const char *scurl_load_failure(void);
/// libcurl's version line, such as "libcurl/7.88.1 OpenSSL/3.0.19 …".
const char *scurl_version(void);

// MARK: The event-loop thread

/// Marks the calling thread as the one running event loop `loop` and names it `name` (at
/// most 15 characters are kept) for debuggers and `top -H`.
void scurl_enter_loop_thread(const void *loop, const char *name);
/// The loop the calling thread runs, or NULL.
const void *scurl_current_loop(void);

// MARK: Easy handles

void *scurl_easy_init(void);
void scurl_easy_cleanup(void *easy);
void scurl_easy_reset(void *easy);
int scurl_easy_setopt_long(void *easy, int option, long value);
int scurl_easy_setopt_pointer(void *easy, int option, const void *value);
int scurl_easy_setopt_off_t(void *easy, int option, scurl_off_t value);
int scurl_easy_setopt_data_function(void *easy, int option, scurl_data_callback callback);
int scurl_easy_setopt_seek_function(void *easy, int option, scurl_seek_callback callback);
int scurl_easy_setopt_xferinfo_function(void *easy, int option,
                                        scurl_xferinfo_callback callback);
int scurl_easy_getinfo_long(void *easy, int info, long *value);
int scurl_easy_getinfo_off_t(void *easy, int info, scurl_off_t *value);
const char *scurl_easy_strerror(int code);

// MARK: Header lists

void *scurl_slist_append(void *list, const char *string);
void scurl_slist_free_all(void *list);

// MARK: Multi handles

void *scurl_multi_init(void);
int scurl_multi_cleanup(void *multi);
int scurl_multi_setopt_long(void *multi, int option, long value);
int scurl_multi_add_handle(void *multi, void *easy);
int scurl_multi_remove_handle(void *multi, void *easy);
int scurl_multi_perform(void *multi, int *running);
/// curl_multi_poll without extra descriptors: waits up to `timeout_ms` for activity or a
/// wake-up.
int scurl_multi_poll(void *multi, int timeout_ms, int *numfds);
int scurl_multi_wakeup(void *multi);
/// The next finished transfer from curl_multi_info_read: returns 1 and sets `easy` and
/// `result` (its CURLcode), or 0 when no transfer has finished.
int scurl_multi_next_done(void *multi, void **easy, int *result);

// MARK: Constants

#define SCURL_ERROR_SIZE 256
#define SCURL_READFUNC_ABORT 0x10000000
#define SCURL_SEEKFUNC_OK 0
#define SCURL_SEEKFUNC_FAIL 1
#define SCURL_SEEKFUNC_CANTSEEK 2
#define SCURL_HTTP_VERSION_1_1 2
#define SCURL_HTTP_VERSION_2TLS 4
#define SCURLPIPE_MULTIPLEX 2
// CURLOPT_HEADEROPT: CURLOPT_HTTPHEADER to the server only, CURLOPT_PROXYHEADER to the proxy.
#define SCURLHEADER_SEPARATE 1

// CURLoption: long (0+), object pointer (10000+), function pointer (20000+), off_t (30000+).
#define SCURLOPT_WRITEDATA 10001
#define SCURLOPT_URL 10002
#define SCURLOPT_PROXY 10004
#define SCURLOPT_READDATA 10009
#define SCURLOPT_ERRORBUFFER 10010
#define SCURLOPT_WRITEFUNCTION 20011
#define SCURLOPT_READFUNCTION 20012
#define SCURLOPT_HTTPHEADER 10023
#define SCURLOPT_HEADERDATA 10029
#define SCURLOPT_CUSTOMREQUEST 10036
#define SCURLOPT_NOPROGRESS 43
#define SCURLOPT_NOBODY 44
#define SCURLOPT_POST 47
#define SCURLOPT_FOLLOWLOCATION 52
#define SCURLOPT_XFERINFODATA 10057
#define SCURLOPT_CAINFO 10065
#define SCURLOPT_HEADERFUNCTION 20079
#define SCURLOPT_HTTPGET 80
#define SCURLOPT_HTTP_VERSION 84
#define SCURLOPT_NOSIGNAL 99
#define SCURLOPT_ACCEPT_ENCODING 10102
#define SCURLOPT_PRIVATE 10103
#define SCURLOPT_POSTFIELDSIZE_LARGE 30120
#define SCURLOPT_TCP_NODELAY 121
#define SCURLOPT_TIMEOUT_MS 155
#define SCURLOPT_CONNECTTIMEOUT_MS 156
#define SCURLOPT_SEEKFUNCTION 20167
#define SCURLOPT_SEEKDATA 10168
#define SCURLOPT_NOPROXY 10177
#define SCURLOPT_XFERINFOFUNCTION 20219
#define SCURLOPT_PROXYHEADER 10228
#define SCURLOPT_HEADEROPT 229
#define SCURLOPT_PIPEWAIT 237
#define SCURLOPT_SUPPRESS_CONNECT_HEADERS 265
#define SCURLOPT_PROTOCOLS_STR 10318

// CURLINFO: string (0x100000+), long (0x200000+), off_t (0x600000+).
#define SCURLINFO_RESPONSE_CODE 0x200002
#define SCURLINFO_OS_ERRNO 0x200019
#define SCURLINFO_NUM_CONNECTS 0x20001A
#define SCURLINFO_CONTENT_LENGTH_DOWNLOAD_T 0x60000F

// CURLMoption.
#define SCURLMOPT_PIPELINING 3
#define SCURLMOPT_MAXCONNECTS 6
#define SCURLMOPT_MAX_HOST_CONNECTIONS 7

// CURLcode values the transport tells apart.
#define SCURLE_OK 0
#define SCURLE_UNSUPPORTED_PROTOCOL 1
#define SCURLE_URL_MALFORMAT 3
#define SCURLE_COULDNT_RESOLVE_PROXY 5
#define SCURLE_COULDNT_RESOLVE_HOST 6
#define SCURLE_COULDNT_CONNECT 7
#define SCURLE_WEIRD_SERVER_REPLY 8
#define SCURLE_HTTP2 16
#define SCURLE_PARTIAL_FILE 18
#define SCURLE_WRITE_ERROR 23
#define SCURLE_UPLOAD_FAILED 25
#define SCURLE_READ_ERROR 26
#define SCURLE_OUT_OF_MEMORY 27
#define SCURLE_OPERATION_TIMEDOUT 28
#define SCURLE_SSL_CONNECT_ERROR 35
#define SCURLE_ABORTED_BY_CALLBACK 42
#define SCURLE_TOO_MANY_REDIRECTS 47
#define SCURLE_GOT_NOTHING 52
#define SCURLE_SEND_ERROR 55
#define SCURLE_RECV_ERROR 56
#define SCURLE_SSL_CERTPROBLEM 58
#define SCURLE_SSL_CIPHER 59
#define SCURLE_PEER_FAILED_VERIFICATION 60
#define SCURLE_BAD_CONTENT_ENCODING 61
#define SCURLE_FILESIZE_EXCEEDED 63
#define SCURLE_SEND_FAIL_REWIND 65
#define SCURLE_SSL_CACERT_BADFILE 77
#define SCURLE_SSL_SHUTDOWN_FAILED 80
#define SCURLE_SSL_ISSUER_ERROR 83
#define SCURLE_SSL_PINNEDPUBKEYNOTMATCH 90
#define SCURLE_SSL_INVALIDCERTSTATUS 91
#define SCURLE_HTTP2_STREAM 92
#define SCURLE_PROXY 97

#ifdef __cplusplus
}
#endif

#endif
