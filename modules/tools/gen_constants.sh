#!/bin/sh
# Prints the Fortran named constants of module cudafor (checklist D-K) with
# their values taken from the CUDA toolkit headers: enum members are extracted
# by name with awk, then a C program compiled against the headers prints the
# values, so nothing here is typed in by hand.
#   usage: gen_constants.sh [CUDA_HOME]   (output on stdout)
set -e
CUDA=${1:-/usr/local/cuda}
H=$CUDA/include/driver_types.h
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ENUMS="cudaError cudaMemcpyKind cudaMemoryType cudaFuncCache cudaSharedMemConfig
cudaSharedCarveout cudaComputeMode cudaLimit cudaMemoryAdvise cudaMemRangeAttribute
cudaFuncAttribute cudaChannelFormatKind cudaMemLocationType cudaDeviceAttr
cudaStreamCaptureMode cudaStreamCaptureStatus"
{
  echo '#include <stdio.h>'
  echo '#include <cuda_runtime_api.h>'
  echo "#include <library_types.h>"
  printf '%s\n' '#define P(n) printf("  integer(c_int), parameter :: %s = %lld\n", #n, (long long)(n));'
  echo 'int main(void) {'
  for e in $ENUMS; do
    printf '%s\n' "printf(\"  ! enum $e\\n\");"
    awk -v e="$e" '
      $0 ~ "^enum __device_builtin__ *"e"([^A-Za-z0-9_]|$)" {on=1; next}
      on && /^};/ {on=0}
      on { s=$0; sub(/\/\*.*$/,"",s); sub(/\/\/.*$/,"",s)
           if (match(s, /^[ \t,]*cuda[A-Za-z0-9_]+/)) { n=substr(s,RSTART,RLENGTH); gsub(/[ \t,]/,"",n); print "P(" n ")" } }' "$H"
  done
  # cudaDataType (library_types.h): the element types of the library modules'
  # generic APIs (cusparseCreateDnVec(..., CUDA_R_32F), cublasGemmEx, ...)
  for e in cudaDataType_t; do
    printf '%s\n' "printf(\"  ! enum $e\\n\");"
    awk -v e="$e" '
      $0 ~ "^typedef enum *"e"([^A-Za-z0-9_;]|$)" {on=1; next}
      on && /^}/ {on=0}
      on { s=$0; sub(/\/\*.*$/,"",s); sub(/\/\/.*$/,"",s)
           if (match(s, /^[ \t,]*[A-Z][A-Z0-9_]+/)) { n=substr(s,RSTART,RLENGTH); gsub(/[ \t,]/,"",n); print "P(" n ")" } }' "$CUDA/include/library_types.h"
  done
  printf '%s\n' 'printf("  ! #define flags of driver_types.h\n");'
  for d in cudaHostAllocDefault cudaHostAllocPortable cudaHostAllocMapped cudaHostAllocWriteCombined \
           cudaHostRegisterDefault cudaHostRegisterPortable cudaHostRegisterMapped cudaHostRegisterIoMemory \
           cudaHostRegisterReadOnly cudaPeerAccessDefault cudaStreamDefault cudaStreamNonBlocking \
           cudaEventDefault cudaEventBlockingSync cudaEventDisableTiming cudaEventInterprocess \
           cudaEventRecordDefault cudaEventRecordExternal cudaEventWaitDefault cudaEventWaitExternal \
           cudaDeviceScheduleAuto cudaDeviceScheduleSpin cudaDeviceScheduleYield cudaDeviceScheduleBlockingSync \
           cudaDeviceBlockingSync cudaDeviceScheduleMask cudaDeviceMapHost cudaDeviceLmemResizeToMax \
           cudaDeviceSyncMemops cudaDeviceMask cudaArrayDefault cudaArrayLayered cudaArraySurfaceLoadStore \
           cudaArrayCubemap cudaArrayTextureGather cudaMemAttachGlobal cudaMemAttachHost cudaMemAttachSingle \
           cudaOccupancyDefault cudaOccupancyDisableCachingOverride cudaCpuDeviceId cudaInvalidDeviceId; do
    echo "P($d)"
  done
  echo 'return 0; }'
} > "$T/g.c"
cc -I"$CUDA/include" -o "$T/g" "$T/g.c"
"$T/g" > "$T/out"
# Fortran names are case-insensitive: drop later duplicates (none expected).
awk '{ if ($0 ~ /parameter ::/) { k=tolower($4); if (seen[k]++) next } print }' "$T/out"
