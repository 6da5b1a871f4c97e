/* tools.c — running gfortran, nvcc, g++ and ld; the private temporary
 * directory; file helpers. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <dirent.h>
#include <unistd.h>
#include "driver/driver.h"
#include "front/front.h"

static char *tmpdir;
static bool keep_tmp;

static void remove_tree(const char *path) {
    DIR *d = opendir(path);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            char *sub = format("%s/%s", path, e->d_name);
            remove_tree(sub);
            free(sub);
        }
        closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static void cleanup_temp(void) {
    if (tmpdir && !keep_tmp) remove_tree(tmpdir);
}

static void on_signal(int sig) {
    cleanup_temp();
    signal(sig, SIG_DFL);
    raise(sig);
}

const char *temp_dir(void) {
    if (tmpdir) return tmpdir;
    const char *base = getenv("TMPDIR");
    char *templ = format("%s/cufc-XXXXXX", base && *base ? base : "/tmp");
    if (!mkdtemp(templ)) {
        fprintf(stderr, "cufc: error: cannot create a temporary directory: %s\n", strerror(errno));
        exit(1);
    }
    tmpdir = templ;
    atexit(cleanup_temp);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    return tmpdir;
}

void keep_temp_dir(void) { keep_tmp = true; }

const char *cufc_prefix(void) {
    static char *prefix;
    if (prefix) return prefix;
    const char *env = getenv("CUFC_PREFIX");
    if (env && *env) return prefix = xstrdup(env);
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return prefix = xstrdup(".");
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (slash) *slash = 0;        /* .../bin */
    slash = strrchr(buf, '/');
    if (slash) *slash = 0;        /* ... */
    return prefix = xstrdup(buf);
}

static void print_command(const char **argv) {
    for (int i = 0; argv[i]; i++) {
        const char *a = argv[i];
        bool quote = strpbrk(a, " \t'\"()*?$") != NULL || !*a;
        fprintf(stderr, i ? (quote ? " '%s'" : " %s") : (quote ? "'%s'" : "%s"), a);
    }
    fputc('\n', stderr);
}

static int wait_status(pid_t pid, const char *tool, bool killed_by_us) {
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return 1;
    if (WIFEXITED(status)) {
        if (WEXITSTATUS(status) == 127)
            fprintf(stderr, "cufc: error: cannot run '%s'\n", tool);
        return WEXITSTATUS(status);
    }
    if (!killed_by_us) fprintf(stderr, "cufc: error: '%s' was killed by signal %d\n", tool, WTERMSIG(status));
    return 1;
}

Tool start_tool_logged(const Options *opt, const char **argv, const char *log) {
    if (opt->verbose) print_command(argv);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        if (log) {
            int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
            if (fd < 0 || dup2(fd, 2) < 0) _exit(127);
            close(fd);
            setenv("LC_ALL", "C", 1); /* messages as parsed, 'x' quoted */
        }
        execvp(argv[0], (char *const *)argv);
        _exit(127);
    }
    return (Tool){pid, argv[0]};
}

Tool start_tool(const Options *opt, const char **argv) { return start_tool_logged(opt, argv, NULL); }

int finish_tool(Tool t) { return t.pid < 0 ? 1 : wait_status(t.pid, t.name, false); }

int run_tool(const Options *opt, const char **argv) { return finish_tool(start_tool(opt, argv)); }

/* With a limit, the tool is stopped once its output passes `limit` bytes,
 * and its address space is bounded: cpp reads an `#include "/dev/zero"`
 * into memory before it writes anything. */
int run_tool_capture(const Options *opt, const char **argv, char **out, size_t *len, size_t limit) {
    if (opt->verbose) print_command(argv);
    int fds[2];
    if (pipe(fds) < 0) return 1;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) return 1;
    if (pid == 0) {
        if (limit) {
            struct rlimit as = {limit * 16, limit * 16}; /* f951 -E needs 4 bytes a byte */
            setrlimit(RLIMIT_AS, &as);
        }
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execvp(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    bool too_long = false;
    for (;;) {
        if (n + 1 >= cap) buf = xrealloc(buf, cap *= 2);
        ssize_t r = read(fds[0], buf + n, cap - n - 1);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        n += (size_t)r;
        if (limit && n > limit) {
            too_long = true;
            kill(pid, SIGKILL);
            break;
        }
    }
    close(fds[0]);
    buf[n] = 0;
    *out = buf;
    *len = n;
    int rc = wait_status(pid, argv[0], too_long);
    if (too_long) {
        fprintf(stderr, "cufc: error: the output of '%s' is larger than %zu MiB, the limit\n", argv[0],
                limit >> 20);
        return 1;
    }
    return rc;
}

char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    size_t r;
    while ((r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += r;
        if (n + 1 >= cap) buf = xrealloc(buf, cap *= 2);
    }
    fclose(f);
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

bool write_file(const char *path, const char *data, size_t len) {
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}
