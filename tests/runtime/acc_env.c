/* The accelerator runtime's environment (accelerator document section 4;
 * OpenACC 2.7 chapter 4), read once when the program starts: the test runs
 * itself with each setting and checks what the child prints.
 *   ACC_NOTIFY=1     one line per cufacc_notify_launch (the launches of
 *                    accelerator kernels), nothing without it;
 *   ACC_DEVICE_TYPE / ACC_DEVICE (case and blanks ignored; the first wins):
 *                    the device type acc_get_device_type reports, whether
 *                    compute regions run on the host; a bad value stops;
 *   ACC_DEVICE_NUM   the device (0..n-1), checked against the device count
 *                    with a message naming it.
 * And the messages of the routines' own checks: a device number past the
 * last, accel_lib's numbering from 1, a copy larger than its host data. */
#include "cufacc_api.h"
#include "rt_check.h"
#include <cuda_runtime_api.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* ---- the child: one scenario, its findings on stdout ---- */
static int child(const char *what) {
  if (!strcmp(what, "notify")) {
    cufacc_notify_launch("jacobi.f90", "jacobi", 12, 64, 1, 1, 256, 1, 1);
    cufacc_notify_launch("jacobi.f90", "jacobi", 30, 16, 8, 1, 16, 16, 1);
    printf("type=%d\n", (int)acc_get_device_type());
  } else if (!strcmp(what, "type")) {
    int type = acc_get_device_type(); /* before a region selects one */
    printf("type=%d on_host=%d\n", type, cufacc_regions_on_host());
  } else if (!strcmp(what, "setnum")) { /* one past the last device */
    acc_set_device_num(acc_get_num_devices(acc_device_nvidia), acc_device_nvidia);
  } else if (!strcmp(what, "pginum")) { /* accel_lib numbers from 1 */
    cufacc_pgi_set_device_num(1, acc_device_nvidia);
    printf("pgi=%d acc=%d\n", cufacc_pgi_get_device_num(acc_device_nvidia), acc_get_device_num(acc_device_nvidia));
    cufacc_pgi_set_device_num(-1, acc_device_nvidia);
  } else if (!strcmp(what, "memcpy")) { /* more bytes than the host array has */
    static float h[4];
    CFI_CDESC_T(1) d;
    CFI_index_t ext[1] = {4};
    CFI_establish((CFI_cdesc_t *)&d, h, CFI_attribute_other, CFI_type_float, sizeof(float), 1, ext);
    void *dev = acc_malloc(64);
    cufacc_memcpy_to_device_desc(dev, (CFI_cdesc_t *)&d, 64);
  } else if (!strcmp(what, "num")) {
    int dev = -1;
    cudaGetDevice(&dev);
    printf("cuda=%d acc=%d\n", dev, acc_get_device_num(acc_device_nvidia));
  }
  return 0;
}

/* ---- the parent ---- */
static char self[PATH_MAX];

/* the child's stdout and stderr for `env` (VAR=value ...) and scenario */
static int run(const char *env, const char *what, char *out, size_t size) {
  char cmd[PATH_MAX + 512];
  snprintf(cmd, sizeof cmd,
           "env -u ACC_DEVICE -u ACC_DEVICE_TYPE -u ACC_DEVICE_NUM -u ACC_NOTIFY %s '%s' %s 2>&1",
           env, self, what);
  FILE *p = popen(cmd, "r");
  size_t n = p ? fread(out, 1, size - 1, p) : 0;
  out[n] = 0;
  int status = p ? pclose(p) : -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

#define EXPECT(env, what, status, text)                                              \
  do {                                                                               \
    char out_[4096];                                                                 \
    int st_ = run(env, what, out_, sizeof out_);                                     \
    if (st_ != (status) || !strstr(out_, text)) {                                    \
      fprintf(stderr, "[%s %s] exit %d, output:\n%s\nexpected exit %d and: %s\n", env, \
              what, st_, out_, status, text);                                        \
      rt_failures++;                                                                 \
    }                                                                                \
  } while (0)

int main(int argc, char **argv) {
  if (argc > 1) return child(argv[1]);
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return 2;
  self[n] = 0;
  int count = 0;
  CUCHECK(cudaGetDeviceCount(&count));
  CHECK(count >= 1);
  char text[256], out[4096];

  EXPECT("ACC_NOTIFY=1", "notify", 0,
         "launch CUDA kernel  file=jacobi.f90 function=jacobi line=12 device=0 "
         "num_gangs=64 num_workers=1 vector_length=256 grid=64 block=256\n"
         "launch CUDA kernel  file=jacobi.f90 function=jacobi line=30 device=0 "
         "num_gangs=128 num_workers=16 vector_length=16 grid=16x8 block=16x16\n");
  /* a launch selects the default type */
  EXPECT("ACC_NOTIFY=1", "notify", 0, "type=4\n");
  CHECK(run("", "notify", out, sizeof out) == 0 && !strstr(out, "launch"));
  EXPECT("ACC_NOTIFY=0", "notify", 0, "type=4\n");
  EXPECT("ACC_NOTIFY=yes", "notify", 1, "runtime error: ACC_NOTIFY=yes: expected a non-negative integer");

  EXPECT("", "type", 0, "type=0 on_host=0\n");
  EXPECT("ACC_DEVICE_TYPE=host", "type", 0, "type=2 on_host=1\n");
  EXPECT("'ACC_DEVICE= Nvidia '", "type", 0, "type=4 on_host=0\n");
  EXPECT("ACC_DEVICE_TYPE=HOST ACC_DEVICE=nvidia", "type", 0, "type=2 on_host=1\n");
  EXPECT("ACC_DEVICE=tesla", "type", 0, "type=4 on_host=0\n");
  EXPECT("ACC_DEVICE_TYPE=fpga", "type", 1, "runtime error: ACC_DEVICE_TYPE=fpga: expected NVIDIA or HOST");

  EXPECT("ACC_DEVICE_NUM=0", "num", 0, "cuda=0 acc=0\n");
  snprintf(text, sizeof text, "ACC_DEVICE_NUM=%d", count - 1);
  char want[160];
  snprintf(want, sizeof want, "cuda=%d acc=%d\n", count - 1, count - 1);
  EXPECT(text, "num", 0, want);
  snprintf(text, sizeof text, "ACC_DEVICE_NUM=%d", count);
  snprintf(want, sizeof want, "runtime error: ACC_DEVICE_NUM=%d: there %s %d NVIDIA device%s (numbered 0 to %d)",
           count, count == 1 ? "is" : "are", count, count == 1 ? "" : "s", count - 1);
  EXPECT(text, "num", 1, want);
  EXPECT("ACC_DEVICE_NUM=-1", "num", 1, "runtime error: ACC_DEVICE_NUM=-1: expected a non-negative integer");
  snprintf(want, sizeof want, "runtime error: acc_set_device_num: device %d: there %s %d NVIDIA device",
           count, count == 1 ? "is" : "are", count);
  EXPECT("", "setnum", 1, want);
  EXPECT("", "pginum", 1, "pgi=1 acc=0\nruntime error: acc_set_device_num: device -1: numbers start at 1 (0: the default)");
  EXPECT("", "memcpy", 1, "runtime error: acc_memcpy_to_device: 64 bytes asked for, the host data has 16");
  /* on the host the number does not matter */
  EXPECT("ACC_DEVICE_TYPE=host ACC_DEVICE_NUM=7", "type", 0, "type=2 on_host=1\n");
  RT_DONE();
}
