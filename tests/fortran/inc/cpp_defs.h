#ifndef CPP_DEFS_H
#define CPP_DEFS_H
#define BUFSIZE 256
#define GREETING 'hello from cpp header'
#endif
