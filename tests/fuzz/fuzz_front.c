/* fuzz_front.c — libFuzzer harness for the front end and sema: the input is
 * a CUDA Fortran source file (free form, CUDA on); nothing must crash, hang
 * or trip a sanitizer.  Built by tests/fuzz/smoke.sh with clang
 * -fsanitize=fuzzer,address,undefined. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "front/front.h"
#include "cuda/cuda.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    diag_reset();
    char *text = malloc(size + 1);
    memcpy(text, data, size);
    text[size] = 0;
    static const char *no_dirs[] = {NULL};
    SourceOptions sopt = {.form = size && data[0] == 'c' ? FORM_FIXED : FORM_FREE, .cuda = true,
                          .include_dirs = no_dirs};
    SourceFile *sf = source_load("fuzz.cuf", text, &sopt);
    if (sf) {
        Node *units = parse_file(sf);
        if (!error_count()) {
            SemaOptions semopt = {.cuda = true, .module_dirs = no_dirs, .no_module_output = true,
                                  .source_file = "fuzz.cuf"};
            if (sema_file(units, &semopt))
                cuda_check(units, &(CudaOptions){.cuda = true, .rdc = true});
        }
    }
    free(text);
    return 0;
}
