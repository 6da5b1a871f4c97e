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

# make install [PREFIX=/usr/local] [DESTDIR=...]: cufc's own tree under
# $(PREFIX)/lib/cufc (bin, lib, include, modules: cufc finds them beside its
# executable), a link $(PREFIX)/bin/cufc, the man page, and the CMake
# toolchain under $(PREFIX)/share/cufc/cmake.  Nothing else goes in /usr.
PREFIX ?= /usr/local
CUFC_HOME = $(DESTDIR)$(PREFIX)/lib/cufc
install: all
	install -d $(CUFC_HOME)/bin $(CUFC_HOME)/lib $(CUFC_HOME)/include/emu $(CUFC_HOME)/modules $(CUFC_HOME)/modules_i8 \
	    $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/cufc/cmake/Compiler
	install -m 755 $(B)/bin/cufc $(CUFC_HOME)/bin/cufc
	install -m 644 $(B)/lib/*.a $(CUFC_HOME)/lib/
	install -m 644 $(filter-out $(B)/include/emu,$(wildcard $(B)/include/*)) $(CUFC_HOME)/include/
	install -m 644 $(B)/include/emu/* $(CUFC_HOME)/include/emu/
	install -m 644 $(B)/modules/* $(CUFC_HOME)/modules/
	install -m 644 $(B)/modules_i8/* $(CUFC_HOME)/modules_i8/
	ln -sf ../lib/cufc/bin/cufc $(DESTDIR)$(PREFIX)/bin/cufc
	install -m 644 docs/cufc.1 $(DESTDIR)$(PREFIX)/share/man/man1/cufc.1
	install -m 644 cmake/cufc-toolchain.cmake $(DESTDIR)$(PREFIX)/share/cufc/cmake/
	install -m 644 cmake/Compiler/CUFC-Fortran.cmake $(DESTDIR)$(PREFIX)/share/cufc/cmake/Compiler/

uninstall:
	rm -rf $(CUFC_HOME) $(DESTDIR)$(PREFIX)/share/cufc
	rm -f $(DESTDIR)$(PREFIX)/bin/cufc $(DESTDIR)$(PREFIX)/share/man/man1/cufc.1

clean:
	rm -rf $(B)

.PHONY: all clean runtime modules test golden install uninstall
