/* host.h — host Fortran emission.
 *
 * The host file handed to gfortran is the user's (preprocessed) source, line
 * for line, with `# line "file"` markers: statements that touch no device data
 * are copied verbatim, statements that do are replaced by equivalent plain
 * Fortran calling the runtime (libcufrt) and the launch stubs emitted by the
 * device emitter, and device procedures are removed.  The conventions shared
 * with the device emitter (stub names, argument passing) are in
 * docs/architecture.md, "Host/device calling convention". */
#ifndef CUFC_HOST_H
#define CUFC_HOST_H

#include <stdbool.h>
#include <stdio.h>
#include "front/front.h"

typedef struct HostOptions {
    bool emu;           /* -gpu=emu: nothing changes on the host side today */
    bool managed;       /* -gpu=managed: device allocatables become managed */
} HostOptions;

/* Write the host program for `units` (parsed from `sf`, analysed by sema).
 * Returns false after reporting errors (e.g. an illegal implicit transfer). */
bool emit_host(FILE *out, SourceFile *sf, Node *units, const HostOptions *opt);

#endif
