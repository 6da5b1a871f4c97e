/* lib_emu.c — what the CUDA libraries in emulation share (lib_emu.h). */
#include "lib_emu.h"
#include <stdio.h>
#include <stdlib.h>

void cufemu_lib_unsupported(const char *routine, const char *what) {
    fprintf(stderr, "cufc: error: %s%s%s: not available in emulation (-gpu=emu), only on a GPU\n", routine,
            what ? ", " : "", what ? what : "");
    exit(1);
}

void cufemu_lib_vector(const char *routine, const char *what, const void *p, long long n, long long inc,
                       size_t elem) {
    if (n > 0) cufemu_lib_buffer(routine, what, p, (size_t)((n - 1) * llabs(inc) + 1) * elem);
}

void cufemu_lib_matrix(const char *routine, const char *what, const void *p, long long rows, long long cols,
                       long long ld, size_t elem) {
    if (rows > 0 && cols > 0) cufemu_lib_buffer(routine, what, p, (size_t)((cols - 1) * ld + rows) * elem);
}

void cufemu_lib_sync(cudaStream_t stream) { cudaStreamSynchronize(stream); }

char cufemu_lib_trans(int op) { return op == 1 ? 'T' : op == 2 ? 'C' : 'N'; }

char cufemu_lib_uplo(int fill) { return fill == 0 ? 'L' : 'U'; }
