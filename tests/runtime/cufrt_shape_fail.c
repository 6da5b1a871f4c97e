/* EXPECT-EXIT: 1
 * EXPECT-STDERR: shape.cuf:27: runtime error: shapes of the array assignment do not conform: (4,3) and (3,4)
 * A non-conforming array assignment is a fatal error naming the Fortran line
 * when either side is a section (here every second element of a host array);
 * two whole contiguous arrays are copied as nvfortran does, with a warning
 * (tests/cuda/nonconforming_whole_array_transfer). */
#include "cufrt.h"
#include <stdio.h>

int main(void) {
  CFI_CDESC_T(2) a, b;
  CFI_index_t ea[2] = {4, 3}, eb[2] = {3, 4};
  void *d = cufrt_malloc(12 * sizeof(float), CUFRT_DEVICE, NULL, "shape.cuf", 20);
  static float h[24];
  CFI_establish((CFI_cdesc_t *)&a, d, CFI_attribute_other, CFI_type_float, 4, 2, ea);
  CFI_establish((CFI_cdesc_t *)&b, h, CFI_attribute_other, CFI_type_float, 4, 2, eb);
  b.dim[0].sm = 2 * sizeof(float);
  b.dim[1].sm = 6 * sizeof(float);
  cufrt_copy((CFI_cdesc_t *)&a, 1, (CFI_cdesc_t *)&b, 0, 0, "shape.cuf", 27);
  printf("not reached\n");
  return 0;
}
