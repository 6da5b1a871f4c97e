/* fuzz_front.c — libFuzzer harness for the front end and sema: the input is
 * a CUDA Fortran source file (free form, CUDA on); nothing must crash, hang
 * or trip a sanitizer.  Built by tests/fuzz/smoke.sh with clang
 * -fsanitize=fuzzer,address,undefined. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "front/front.h"
#include "cuda/cuda.h"

typedef struct Input {
    const uint8_t *data;
    size_t size;
} Input;

/* As cufc does: the bytes as they are (NUL bytes included), on a stack
 * sized for the nesting limits (run_with_stack). */
static int analyse(void *arg) {
    const Input *in = arg;
    static const char *no_dirs[] = {NULL};
    SourceOptions sopt = {.form = in->size && in->data[0] == 'c' ? FORM_FIXED : FORM_FREE, .cuda = true,
                          .include_dirs = no_dirs};
    SourceFile *sf = source_load_bytes("fuzz.cuf", (const char *)in->data, in->size, &sopt);
    if (sf) {
        Node *units = parse_file(sf);
        if (!error_count()) {
            SemaOptions semopt = {.cuda = true, .module_dirs = no_dirs, .no_module_output = true,
                                  .source_file = "fuzz.cuf"};
            if (sema_file(units, &semopt))
                cuda_check(units, &(CudaOptions){.cuda = true, .rdc = true});
        }
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    diag_reset();
    Input in = {data, size};
    run_with_stack(analyse, &in);
    return 0;
}
