# runtime/runtime.mk — included by the top-level Makefile (uses B, CC, CFLAGS, CUDA).
#
#   make runtime         build/lib/libcufemu.a, build/lib/libcufrt_emu.a,
#                        build/lib/libcufrt.a (only if nvcc exists), build/include/*.h
#   make runtime-test    tests/runtime/run.sh (emulation)
#
# Native programs link:   libcufrt.a -lcudart -lstdc++
# Emulated programs link: libcufrt_emu.a libcufemu.a -lstdc++ -lpthread -lm

RT_CXX      ?= g++
RT_NVCC     ?= $(CUDA)/bin/nvcc
RT_FORTINC  := $(shell gfortran -print-file-name=include 2>/dev/null)
RT_INC       = -Iruntime/include -Iruntime/emu -Iruntime/cufrt -isystem $(CUDA)/include \
               $(if $(RT_FORTINC),-isystem $(RT_FORTINC))
RT_CFLAGS    = $(CFLAGS) -fPIC -D_GNU_SOURCE $(RT_INC)
RT_CXXFLAGS  = -std=c++17 -O2 -g -Wall -Wextra -Werror -fPIC $(RT_INC)
RT_NVFLAGS   = -std=c++17 -O2 -Xcompiler -fPIC,-Wall,-Wextra -Iruntime/include -Iruntime/cufrt \
               -gencode arch=compute_80,code=[sm_80,compute_80] \
               -gencode arch=compute_90,code=sm_90

RT_HEADERS   = $(wildcard runtime/include/*.h)
RT_EMU_SRC   = $(wildcard runtime/emu/*.c)
RT_EMU_OBJ   = $(RT_EMU_SRC:%.c=$(B)/obj/%.o)
# cudafor_glue.c belongs to libcudafor (modules/modules.mk).
RT_CUFRT_SRC = $(filter-out runtime/cufrt/cudafor_glue.c,$(wildcard runtime/cufrt/*.c))
RT_CUFRT_OBJ = $(RT_CUFRT_SRC:%.c=$(B)/obj/%.o)
RT_KEMU_OBJ  = $(B)/obj/runtime/cufrt/cufrt_kernels_emu.o
RT_KNAT_OBJ  = $(B)/obj/runtime/cufrt/cufrt_kernels_native.o
# host reductions (guide 3.7.2): the same kernels, through cufemu in emulation
RT_REMU_OBJ  = $(B)/obj/runtime/cufrt/cufrt_reduce_emu.o
RT_RNAT_OBJ  = $(B)/obj/runtime/cufrt/cufrt_reduce_native.o
RT_RDEPS     = runtime/cufrt/cufrt_reduce.cu runtime/include/cufrt.h runtime/include/cufrt_abi.h runtime/include/cuf_kernel.h \
               runtime/include/cuf_fortran.h runtime/include/cuf_device.h runtime/include/cufemu.h

RT_LIBS      = $(B)/lib/libcufemu.a $(B)/lib/libcufrt_emu.a
ifneq ($(wildcard $(RT_NVCC)),)
RT_LIBS     += $(B)/lib/libcufrt.a
endif

runtime: $(RT_LIBS) $(RT_HEADERS:runtime/include/%=$(B)/include/%) $(B)/include/ISO_Fortran_binding.h \
         $(B)/include/cufemu-gdb.py

# The generated .cu files read Fortran descriptors (launch stubs).
$(B)/include/ISO_Fortran_binding.h:
	@mkdir -p $(dir $@)
	cp $(RT_FORTINC)/ISO_Fortran_binding.h $@

$(B)/include/%.h: runtime/include/%.h
	@mkdir -p $(dir $@)
	cp $< $@

# gdb commands for -gpu=emu programs (docs/emulation.md), installed with the headers
$(B)/include/cufemu-gdb.py: runtime/emu/cufemu-gdb.py
	@mkdir -p $(dir $@)
	cp $< $@

$(RT_EMU_OBJ) $(RT_CUFRT_OBJ): $(B)/obj/runtime/%.o: runtime/%.c
	@mkdir -p $(dir $@)
	$(CC) $(RT_CFLAGS) -MMD -MP -c -o $@ $<

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

$(B)/lib/libcufemu.a: $(RT_EMU_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libcufrt_emu.a: $(RT_CUFRT_OBJ) $(RT_KEMU_OBJ) $(RT_REMU_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libcufrt.a: $(RT_CUFRT_OBJ) $(RT_KNAT_OBJ) $(RT_RNAT_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

runtime-test: runtime
	tests/runtime/run.sh

-include $(RT_EMU_OBJ:.o=.d) $(RT_CUFRT_OBJ:.o=.d)

.PHONY: runtime runtime-test
