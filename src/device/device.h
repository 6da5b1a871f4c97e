/* device.h — device code emission: CUDA C++ for nvcc (or g++ with -DCUF_EMU).
 *
 * One .cu per source file: every attributes(global/device/host,device)
 * procedure, module data with device/constant/managed attributes, and for
 * each kernel an extern "C" launch stub that the host Fortran calls.  The
 * calling convention is in docs/architecture.md. */
#ifndef CUFC_DEVICE_H
#define CUFC_DEVICE_H

#include <stdbool.h>
#include <stdio.h>
#include "front/front.h"

typedef struct DeviceOptions {
    bool emu;           /* add bounds checks (CUF_BOUNDS) and emulation-only code */
    bool debug;         /* -g: #line directives pointing at the Fortran source */
} DeviceOptions;

/* Emit the device translation unit for `units`.  Sets *has_device_code when
 * there is anything to compile.  Returns false after reporting errors. */
bool emit_device(FILE *out, SourceFile *sf, Node *units, const DeviceOptions *opt,
                 bool *has_device_code);

#endif
