// SQLite's public header, from Debian's libsqlite3-dev; the module map links "sqlite3" by name, as CJQ links "jq".
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import. These two fix it as the
// destructor: SQLite copies the bytes before the call returns, so Swift's buffer need only live through the call.

// Binds `count` bytes at `bytes` as a blob, copied by SQLite.
static inline int sp_sqlite3_bind_blob_copy(sqlite3_stmt *statement, int index, const void *bytes, sqlite3_uint64 count) {
    return sqlite3_bind_blob64(statement, index, bytes, count, SQLITE_TRANSIENT);
}

// Binds `count` bytes of UTF-8 at `text` as text, copied by SQLite.
static inline int sp_sqlite3_bind_text_copy(sqlite3_stmt *statement, int index, const char *text, sqlite3_uint64 count) {
    return sqlite3_bind_text64(statement, index, text, count, SQLITE_TRANSIENT, SQLITE_UTF8);
}
