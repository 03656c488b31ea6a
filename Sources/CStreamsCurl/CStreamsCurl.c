// Resolves libcurl at run time; see include/CStreamsCurl.h.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CStreamsCurl.h"

#include <pthread.h>

// The event loop the current thread runs, if any.
static _Thread_local const void *current_loop = NULL;

void scurl_enter_loop_thread(const void *loop, const char *name) {
  current_loop = loop;
#if defined(__linux__)
  pthread_setname_np(pthread_self(), name);
#else
  (void)name;
#endif
}

const void *scurl_current_loop(void) { return current_loop; }

#if defined(__linux__)

#include <dlfcn.h>

#define SCURL_GLOBAL_DEFAULT 3L
// CURLMSG_DONE: the only message curl_multi_info_read reports.
#define SCURLMSG_DONE 1

// curl_multi_info_read's message (CURLMsg): its layout is part of libcurl's ABI.
struct scurl_message {
  int msg;
  void *easy_handle;
  union {
    void *whatever;
    int result;
  } data;
};

// Every libcurl entry point the transport calls, found once by scurl_load().
static struct {
  void *(*easy_init)(void);
  void (*easy_cleanup)(void *);
  void (*easy_reset)(void *);
  int (*easy_setopt)(void *, int, ...);
  int (*easy_getinfo)(void *, int, ...);
  const char *(*easy_strerror)(int);
  void *(*slist_append)(void *, const char *);
  void (*slist_free_all)(void *);
  void *(*multi_init)(void);
  int (*multi_cleanup)(void *);
  int (*multi_setopt)(void *, int, ...);
  int (*multi_add_handle)(void *, void *);
  int (*multi_remove_handle)(void *, void *);
  int (*multi_perform)(void *, int *);
  int (*multi_poll)(void *, void *, unsigned int, int, int *);
  int (*multi_wakeup)(void *);
  struct scurl_message *(*multi_info_read)(void *, int *);
  int (*global_init)(long);
  const char *(*version)(void);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static const char *load_failure = NULL;

#define RESOLVE(field, name)                                                                \
  do {                                                                                      \
    *(void **)(&curl.field) = dlsym(library, name);                                         \
    if (curl.field == NULL) {                                                               \
      load_failure = "libcurl.so.4 lacks " name " (libcurl 7.68 or later is needed)";       \
      return;                                                                               \
    }                                                                                       \
  } while (0)

static void load_library(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *reason = dlerror();
    load_failure = reason != NULL ? reason : "libcurl.so.4 could not be loaded";
    return;
  }
  RESOLVE(easy_init, "curl_easy_init");
  RESOLVE(easy_cleanup, "curl_easy_cleanup");
  RESOLVE(easy_reset, "curl_easy_reset");
  RESOLVE(easy_setopt, "curl_easy_setopt");
  RESOLVE(easy_getinfo, "curl_easy_getinfo");
  RESOLVE(easy_strerror, "curl_easy_strerror");
  RESOLVE(slist_append, "curl_slist_append");
  RESOLVE(slist_free_all, "curl_slist_free_all");
  RESOLVE(multi_init, "curl_multi_init");
  RESOLVE(multi_cleanup, "curl_multi_cleanup");
  RESOLVE(multi_setopt, "curl_multi_setopt");
  RESOLVE(multi_add_handle, "curl_multi_add_handle");
  RESOLVE(multi_remove_handle, "curl_multi_remove_handle");
  RESOLVE(multi_perform, "curl_multi_perform");
  RESOLVE(multi_poll, "curl_multi_poll");
  RESOLVE(multi_wakeup, "curl_multi_wakeup");
  RESOLVE(multi_info_read, "curl_multi_info_read");
  RESOLVE(global_init, "curl_global_init");
  RESOLVE(version, "curl_version");
  if (curl.global_init(SCURL_GLOBAL_DEFAULT) != SCURLE_OK) {
    load_failure = "curl_global_init failed";
    return;
  }
  loaded = 1;
}

int scurl_load(void) {
  pthread_once(&load_once, load_library);
  return loaded;
}

const char *scurl_load_failure(void) { return load_failure; }
const char *scurl_version(void) { return curl.version(); }

void *scurl_easy_init(void) { return curl.easy_init(); }
void scurl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }
void scurl_easy_reset(void *easy) { curl.easy_reset(easy); }

int scurl_easy_setopt_long(void *easy, int option, long value) {
  return curl.easy_setopt(easy, option, value);
}

int scurl_easy_setopt_pointer(void *easy, int option, const void *value) {
  return curl.easy_setopt(easy, option, value);
}

int scurl_easy_setopt_off_t(void *easy, int option, scurl_off_t value) {
  return curl.easy_setopt(easy, option, value);
}

int scurl_easy_setopt_data_function(void *easy, int option, scurl_data_callback callback) {
  return curl.easy_setopt(easy, option, callback);
}

int scurl_easy_setopt_seek_function(void *easy, int option, scurl_seek_callback callback) {
  return curl.easy_setopt(easy, option, callback);
}

int scurl_easy_setopt_xferinfo_function(void *easy, int option,
                                        scurl_xferinfo_callback callback) {
  return curl.easy_setopt(easy, option, callback);
}

int scurl_easy_getinfo_long(void *easy, int info, long *value) {
  return curl.easy_getinfo(easy, info, value);
}

int scurl_easy_getinfo_off_t(void *easy, int info, scurl_off_t *value) {
  return curl.easy_getinfo(easy, info, value);
}

const char *scurl_easy_strerror(int code) { return curl.easy_strerror(code); }

void *scurl_slist_append(void *list, const char *string) {
  return curl.slist_append(list, string);
}

void scurl_slist_free_all(void *list) { curl.slist_free_all(list); }

void *scurl_multi_init(void) { return curl.multi_init(); }
int scurl_multi_cleanup(void *multi) { return curl.multi_cleanup(multi); }

int scurl_multi_setopt_long(void *multi, int option, long value) {
  return curl.multi_setopt(multi, option, value);
}

int scurl_multi_add_handle(void *multi, void *easy) {
  return curl.multi_add_handle(multi, easy);
}

int scurl_multi_remove_handle(void *multi, void *easy) {
  return curl.multi_remove_handle(multi, easy);
}

int scurl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }

int scurl_multi_poll(void *multi, int timeout_ms, int *numfds) {
  return curl.multi_poll(multi, NULL, 0, timeout_ms, numfds);
}

int scurl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }

int scurl_multi_next_done(void *multi, void **easy, int *result) {
  int queued = 0;
  struct scurl_message *message;
  while ((message = curl.multi_info_read(multi, &queued)) != NULL) {
    if (message->msg == SCURLMSG_DONE) {
      *easy = message->easy_handle;
      *result = message->data.result;
      return 1;
    }
  }
  return 0;
}

#else

// Not Linux: libcurl is never loaded, and nothing below is reached.
int scurl_load(void) { return 0; }
const char *scurl_load_failure(void) { return "the libcurl transport runs on Linux only"; }
const char *scurl_version(void) { return ""; }
void *scurl_easy_init(void) { return NULL; }
void scurl_easy_cleanup(void *easy) { (void)easy; }
void scurl_easy_reset(void *easy) { (void)easy; }
int scurl_easy_setopt_long(void *e, int o, long v) { (void)e; (void)o; (void)v; return 2; }
int scurl_easy_setopt_pointer(void *e, int o, const void *v) {
  (void)e; (void)o; (void)v; return 2;
}
int scurl_easy_setopt_off_t(void *e, int o, scurl_off_t v) { (void)e; (void)o; (void)v; return 2; }
int scurl_easy_setopt_data_function(void *e, int o, scurl_data_callback c) {
  (void)e; (void)o; (void)c; return 2;
}
int scurl_easy_setopt_seek_function(void *e, int o, scurl_seek_callback c) {
  (void)e; (void)o; (void)c; return 2;
}
int scurl_easy_setopt_xferinfo_function(void *e, int o, scurl_xferinfo_callback c) {
  (void)e; (void)o; (void)c; return 2;
}
int scurl_easy_getinfo_long(void *e, int i, long *v) { (void)e; (void)i; (void)v; return 2; }
int scurl_easy_getinfo_off_t(void *e, int i, scurl_off_t *v) {
  (void)e; (void)i; (void)v; return 2;
}
const char *scurl_easy_strerror(int code) { (void)code; return ""; }
void *scurl_slist_append(void *list, const char *s) { (void)list; (void)s; return NULL; }
void scurl_slist_free_all(void *list) { (void)list; }
void *scurl_multi_init(void) { return NULL; }
int scurl_multi_cleanup(void *m) { (void)m; return 0; }
int scurl_multi_setopt_long(void *m, int o, long v) { (void)m; (void)o; (void)v; return 1; }
int scurl_multi_add_handle(void *m, void *e) { (void)m; (void)e; return 1; }
int scurl_multi_remove_handle(void *m, void *e) { (void)m; (void)e; return 1; }
int scurl_multi_perform(void *m, int *r) { (void)m; *r = 0; return 1; }
int scurl_multi_poll(void *m, int t, int *n) { (void)m; (void)t; *n = 0; return 1; }
int scurl_multi_wakeup(void *m) { (void)m; return 1; }
int scurl_multi_next_done(void *m, void **e, int *r) { (void)m; (void)e; (void)r; return 0; }

#endif
