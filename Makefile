# cufc — top-level build.  `make` builds build/bin/cufc, the runtimes and the modules.
CC      ?= gcc
CFLAGS  ?= -std=c11 -O2 -g -Wall -Wextra -Werror
CPPFLAGS = -D_GNU_SOURCE -Isrc -Iruntime/include
CUDA    ?= /usr/local/cuda
B        = build

COMPILER_SRC = $(wildcard src/driver/*.c src/front/*.c src/sema/*.c src/cuda/*.c src/device/*.c src/host/*.c)
COMPILER_OBJ = $(COMPILER_SRC:%.c=$(B)/obj/%.o)

all: $(B)/bin/cufc runtime modules $(B)/modules/cufc_rt.mod

$(B)/bin/cufc: $(COMPILER_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $^ $(LDFLAGS) -lm -lpthread

$(B)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

-include $(COMPILER_OBJ:.o=.d)

include runtime/runtime.mk
include modules/modules.mk

# Interfaces of the runtime for generated host code (no object code).
$(B)/modules/cufc_rt.mod: modules/cufc_rt.f90
	@mkdir -p $(B)/modules $(B)/obj/modules
	gfortran -J$(B)/modules -c -o $(B)/obj/modules/cufc_rt.o $<

test: all
	tests/run.sh

# Rewrite the golden expectations (tests/golden/*.expect) with this build's
# cufc; review the change with `git diff tests/golden` before committing.
golden: all
	tests/golden/run.sh --update

clean:
	rm -rf $(B)

.PHONY: all clean runtime modules test golden
