# runtime/runtime.mk — included by the top-level Makefile (uses B, CC, CFLAGS, CUDA).
#
#   make runtime         build/lib/libcufemu.a, build/lib/libcufrt_emu.a,
#                        build/lib/libcufemu_libs.a (the CUDA libraries in
#                        emulation), build/lib/libcufrt_tensor[_emu].a
#                        (cutensorEx), build/lib/libcufrt.a (only if nvcc
#                        exists), build/lib/libcufrt_mpi.a (only if mpicc
#                        exists), build/include/*.h
#   make runtime-test    tests/runtime/run.sh (emulation)
#
# Native programs link:   libcufrt.a -lcudart -lstdc++
# Emulated programs link: libcufrt_emu.a libcufemu.a -lstdc++ -lpthread -lm
#   (-cudalib=...: libcufemu_libs.a first, with -lopenblas / -lfftw3f -lfftw3)

RT_CXX      ?= g++
RT_NVCC     ?= $(CUDA)/bin/nvcc
RT_FORTINC  := $(shell gfortran -print-file-name=include 2>/dev/null)
RT_INC_BASE  = -Iruntime/include -Iruntime/emu -Iruntime/cufrt $(if $(RT_FORTINC),-isystem $(RT_FORTINC))
# Native code sees the toolkit's CUDA headers; emulation code only cufc's own
# (runtime/emu/include), so that emulation needs no toolkit (docs/emulation.md).
RT_INC       = $(RT_INC_BASE) -isystem $(CUDA)/include
RT_EMU_INC   = $(RT_INC_BASE) -Iruntime/emu/include
RT_CFLAGS    = $(CFLAGS) -fPIC -D_GNU_SOURCE
RT_CXXFLAGS  = -std=c++17 -O2 -g -Wall -Wextra -Werror -fPIC $(RT_EMU_INC)
RT_NVFLAGS   = -std=c++17 -O2 -Xcompiler -fPIC,-Wall,-Wextra -Iruntime/include -Iruntime/cufrt \
               -gencode arch=compute_80,code=[sm_80,compute_80] \
               -gencode arch=compute_90,code=sm_90

RT_HEADERS   = $(wildcard runtime/include/*.h)
RT_EMU_SRC   = $(filter-out runtime/emu/lib_%.c,$(wildcard runtime/emu/*.c))
RT_EMU_OBJ   = $(RT_EMU_SRC:%.c=$(B)/obj/%.o)
# the CUDA libraries in emulation (lib_*.c), and the stubs of the entry points
# the library modules bind to that they lack (lib_missing.sh)
RT_LIB_SRC   = $(wildcard runtime/emu/lib_*.c)
RT_LIB_OBJ   = $(RT_LIB_SRC:%.c=$(B)/obj/%.o)
RT_LIB_MODS  = $(patsubst %,modules/%.f90,cublas cufft curand cusparse cusolverdn)
RT_MISSING   = $(B)/obj/runtime/emu/lib_missing
# mpi_staging.c belongs to libcufrt_mpi (MPI programs, built where mpicc is).
# The C runtime is compiled twice: against the toolkit (libcufrt.a) and
# against emulation's headers (libcufrt_emu.a, objects under obj/emu).
RT_CUFRT_SRC = $(filter-out runtime/cufrt/mpi_staging.c,$(wildcard runtime/cufrt/*.c))
RT_MPI_CFLAGS := $(shell mpicc --showme:compile 2>/dev/null)
RT_CUFRT_OBJ = $(RT_CUFRT_SRC:%.c=$(B)/obj/%.o)
RT_CUFRT_EMU_OBJ = $(RT_CUFRT_SRC:%.c=$(B)/obj/emu/%.o)
RT_KEMU_OBJ  = $(B)/obj/runtime/cufrt/cufrt_kernels_emu.o
RT_KNAT_OBJ  = $(B)/obj/runtime/cufrt/cufrt_kernels_native.o
# host reductions (guide 3.7.2): the same kernels, through cufemu in emulation
RT_REMU_OBJ  = $(B)/obj/runtime/cufrt/cufrt_reduce_emu.o
RT_RNAT_OBJ  = $(B)/obj/runtime/cufrt/cufrt_reduce_native.o
RT_RDEPS     = runtime/cufrt/cufrt_reduce.cu runtime/include/cufrt.h runtime/include/cufrt_abi.h runtime/include/cuf_kernel.h \
               runtime/include/cuf_fortran.h runtime/include/cuf_device.h runtime/include/cufemu.h

# module cutensorEx (library interfaces 6.3) on cuBLAS: a library of its own,
# linked by -cudalib=cutensor with cuBLAS (emulation: libcufemu_libs)
RT_TEMU_OBJ  = $(B)/obj/runtime/cufrt/tensor_ex_emu.o
RT_TNAT_OBJ  = $(B)/obj/runtime/cufrt/tensor_ex_native.o
RT_TDEPS     = runtime/cufrt/tensor_ex.cu runtime/include/cufrt.h runtime/include/cufrt_abi.h \
               runtime/include/cuf_fortran.h runtime/include/cuf_device.h runtime/include/cufemu.h

RT_LIBS      = $(B)/lib/libcufemu.a $(B)/lib/libcufrt_emu.a $(B)/lib/libcufemu_libs.a $(B)/lib/libcufrt_tensor_emu.a
ifneq ($(wildcard $(RT_NVCC)),)
RT_LIBS     += $(B)/lib/libcufrt.a $(B)/lib/libcufrt_tensor.a
endif
ifneq ($(RT_MPI_CFLAGS),)
RT_LIBS     += $(B)/lib/libcufrt_mpi.a
endif

RT_EMU_HEADERS = $(wildcard runtime/emu/include/*.h)

runtime: $(RT_LIBS) $(RT_HEADERS:runtime/include/%=$(B)/include/%) $(B)/include/ISO_Fortran_binding.h \
         $(B)/include/cufemu-gdb.py $(RT_EMU_HEADERS:runtime/emu/include/%=$(B)/include/emu/%)

# The generated .cu files read Fortran descriptors (launch stubs).
$(B)/include/ISO_Fortran_binding.h:
	@mkdir -p $(dir $@)
	cp $(RT_FORTINC)/ISO_Fortran_binding.h $@

$(B)/include/%.h: runtime/include/%.h
	@mkdir -p $(dir $@)
	cp $< $@

# emulation's own CUDA headers, a directory of their own: -gpu=emu puts it
# on the include path instead of the toolkit's
$(B)/include/emu/%.h: runtime/emu/include/%.h
	@mkdir -p $(dir $@)
	cp $< $@

# gdb commands for -gpu=emu programs (docs/emulation.md), installed with the headers
$(B)/include/cufemu-gdb.py: runtime/emu/cufemu-gdb.py
	@mkdir -p $(dir $@)
	cp $< $@

$(RT_CUFRT_OBJ): $(B)/obj/runtime/%.o: runtime/%.c
	@mkdir -p $(dir $@)
	$(CC) $(RT_CFLAGS) $(RT_INC) -MMD -MP -c -o $@ $<

$(RT_EMU_OBJ) $(RT_LIB_OBJ): $(B)/obj/runtime/%.o: runtime/%.c
	@mkdir -p $(dir $@)
	$(CC) $(RT_CFLAGS) $(RT_EMU_INC) -MMD -MP -c -o $@ $<

$(RT_CUFRT_EMU_OBJ): $(B)/obj/emu/runtime/%.o: runtime/%.c
	@mkdir -p $(dir $@)
	$(CC) $(RT_CFLAGS) $(RT_EMU_INC) -MMD -MP -c -o $@ $<

$(RT_KEMU_OBJ): runtime/cufrt/cufrt_kernels.cu runtime/cufrt/cufrt_internal.h
	@mkdir -p $(dir $@)
	$(RT_CXX) -x c++ -DCUF_EMU $(RT_CXXFLAGS) -c -o $@ $<

$(RT_KNAT_OBJ): runtime/cufrt/cufrt_kernels.cu runtime/cufrt/cufrt_internal.h
	@mkdir -p $(dir $@)
	$(RT_NVCC) $(RT_NVFLAGS) -c -o $@ $<

$(RT_REMU_OBJ): $(RT_RDEPS)
	@mkdir -p $(dir $@)
	$(RT_CXX) -x c++ -DCUF_EMU $(RT_CXXFLAGS) -c -o $@ $<

$(RT_RNAT_OBJ): $(RT_RDEPS)
	@mkdir -p $(dir $@)
	$(RT_NVCC) $(RT_NVFLAGS) $(if $(RT_FORTINC),-isystem $(RT_FORTINC)) -c -o $@ $<

$(RT_TEMU_OBJ): $(RT_TDEPS)
	@mkdir -p $(dir $@)
	$(RT_CXX) -x c++ -DCUF_EMU $(RT_CXXFLAGS) -c -o $@ $<

$(RT_TNAT_OBJ): $(RT_TDEPS)
	@mkdir -p $(dir $@)
	$(RT_NVCC) $(RT_NVFLAGS) $(if $(RT_FORTINC),-isystem $(RT_FORTINC)) -c -o $@ $<

$(B)/lib/libcufrt_tensor_emu.a: $(RT_TEMU_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libcufrt_tensor.a: $(RT_TNAT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libcufemu.a: $(RT_EMU_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(RT_MISSING).c: runtime/emu/lib_missing.sh $(RT_LIB_OBJ) $(RT_LIB_MODS)
	sh runtime/emu/lib_missing.sh $(RT_LIB_MODS) -- $(RT_LIB_OBJ) > $@.tmp && mv $@.tmp $@

$(RT_MISSING).o: $(RT_MISSING).c runtime/emu/lib_emu.h
	$(CC) $(RT_CFLAGS) $(RT_EMU_INC) -c -o $@ $<

$(B)/lib/libcufemu_libs.a: $(RT_LIB_OBJ) $(RT_MISSING).o
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libcufrt_emu.a: $(RT_CUFRT_EMU_OBJ) $(RT_KEMU_OBJ) $(RT_REMU_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libcufrt.a: $(RT_CUFRT_OBJ) $(RT_KNAT_OBJ) $(RT_RNAT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

# device buffers of MPI calls staged through host memory (docs/multigpu-mpi.md)
$(B)/lib/libcufrt_mpi.a: runtime/cufrt/mpi_staging.c
	@mkdir -p $(B)/obj/runtime/cufrt $(dir $@)
	$(CC) $(RT_CFLAGS) $(RT_INC) $(RT_MPI_CFLAGS) -c -o $(B)/obj/runtime/cufrt/mpi_staging.o $<
	rm -f $@ && ar rcs $@ $(B)/obj/runtime/cufrt/mpi_staging.o

runtime-test: runtime
	tests/runtime/run.sh

-include $(RT_EMU_OBJ:.o=.d) $(RT_CUFRT_OBJ:.o=.d) $(RT_CUFRT_EMU_OBJ:.o=.d) $(RT_LIB_OBJ:.o=.d)

.PHONY: runtime runtime-test
