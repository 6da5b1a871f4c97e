/* main.c — cufc entry point. */
#include "driver/driver.h"
#include "front/front.h"

static int compile(void *opt) { return run_driver(opt); }

int main(int argc, char **argv) {
    Options opt;
    parse_options(argc, argv, &opt);
    return run_with_stack(compile, &opt);
}
