/* main.c — cufc entry point. */
#include "driver/driver.h"

int main(int argc, char **argv) {
    Options opt;
    parse_options(argc, argv, &opt);
    return run_driver(&opt);
}
