/* lib_emu.c — what the CUDA libraries in emulation share (lib_emu.h). */
#include "lib_emu.h"
#include <stdio.h>
#include <stdlib.h>

void cufemu_lib_unsupported(const char *routine, const char *what) {
    fprintf(stderr, "cufc: error: %s%s%s: not available in emulation (-gpu=emu), only on a GPU\n", routine,
            what ? ", " : "", what ? what : "");
    exit(1);
}

void cufemu_lib_sync(cudaStream_t stream) { cudaStreamSynchronize(stream); }

char cufemu_lib_trans(int op) { return op == 1 ? 'T' : op == 2 ? 'C' : 'N'; }

char cufemu_lib_uplo(int fill) { return fill == 0 ? 'L' : 'U'; }
